import type en from '../en-US/common';
import type { DeepStringRecord } from '../../types';

const common: DeepStringRecord<typeof en> = {
  actions: {
    ok: "Đồng ý",
    cancel: "Hủy",
    save: "Lưu",
    reset: "Đặt lại",
    close: "Đóng",
    confirm: "Xác nhận",
    back: "Quay lại",
  },
  userTypes: {
    SYSTEM_ADMIN: "Quản trị hệ thống",
    DOMAIN_ADMIN: "Quản trị miền",
    INNER_USER: "Nhân viên nội bộ",
    DEALER: "Đại lý",
    CUSTOMER: "Khách hàng",
    DOWNLOAD_ADMIN: "Quản trị tải xuống",
    BULLETIN_ADMIN: "Quản trị thông báo",
    FEEDBACK_ADMIN: "Quản trị phản hồi",
    FACILITATOR: "Điều phối viên",
    CLIENT: "Người dùng cuối",
    SERVICE_STATION: "Trạm dịch vụ",
    CENTRAL: "Văn phòng trung tâm",
    IN_PLANT: "Nhân viên nhà máy",
    REGISTER: "Người dùng đã đăng ký",
    VISITOR: "Khách truy cập",
  },
};

export default common;
