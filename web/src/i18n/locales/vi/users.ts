import type en from '../en-US/users';
import type { DeepStringRecord } from '../../types';

const users: DeepStringRecord<typeof en> = {
  info: {
    title: "Tài khoản của tôi",
    subtitle: "Hồ sơ và thông tin liên hệ của bạn.",
    username: "Tên tài khoản",
    userType: "Loại người dùng",
    country: "Quốc gia hoặc khu vực",
    status: "Trạng thái",
    disabled: "Đã vô hiệu hóa",
    locked: "Đã khóa",
    active: "Đang hoạt động",
    updateTime: "Cập nhật lần cuối",
    editTitle: "Thông tin liên hệ",
    name: "Họ và tên",
    email: "E-mail",
    mobile: "Số di động",
    company: "Công ty",
    department: "Phòng ban",
    language: "Ngôn ngữ ưu tiên",
    languageDefault: "Mặc định của cổng",
    saved: "Thông tin của bạn đã được lưu.",
  },
  validation: {
    maxLength: "Tối đa {{max}} ký tự",
    nameRequired: "Tên không được để trống",
    emailPattern: "Địa chỉ e-mail không hợp lệ",
    phonePattern: "Định dạng số điện thoại không đúng",
  },
  password: {
    title: "Đổi mật khẩu",
    subtitle: "Sau khi đổi, bạn sẽ được đăng xuất và đăng nhập lại bằng mật khẩu mới.",
    old: "Mật khẩu cũ",
    new: "Mật khẩu mới",
    repeat: "Nhập lại mật khẩu mới",
    submit: "Đổi mật khẩu",
    success: "Đã đổi mật khẩu, vui lòng đăng nhập lại.",
  },
};

export default users;
