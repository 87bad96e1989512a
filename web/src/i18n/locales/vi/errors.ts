import type en from '../en-US/errors';
import type { DeepStringRecord } from '../../types';

const errors: DeepStringRecord<typeof en> = {
  http: {
    sessionExpired: "Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.",
    forbidden: "Bạn không có quyền thực hiện thao tác này.",
    parameter: "Lỗi định dạng tham số!",
    server: "Lỗi máy chủ, vui lòng liên hệ quản trị viên!",
    unknown: "Yêu cầu thất bại.",
    network: "Không thể kết nối máy chủ. Hãy kiểm tra kết nối và thử lại.",
    downloadFailed: "Tải xuống thất bại.",
  },
  licence: {
    title: "Giấy phép",
  },
  compatibility: {
    title: "Lỗi kiểm tra tương thích",
  },
  detail: {
    title: "Chi tiết lỗi",
    index: "STT",
  },
  notice: {
    title: "Lỗi",
  },
};

export default errors;
