import type en from '../en-US/shell';
import type { DeepStringRecord } from '../../types';

const shell: DeepStringRecord<typeof en> = {
  productName: "Cổng dịch vụ E-Moto",
  productShortName: "Cổng dịch vụ",
  productTagline: "Thông tin kỹ thuật hậu mãi",
  routes: {
    login: "Đăng nhập",
    register: "Đăng ký",
    passwordFind: "Khôi phục mật khẩu",
    ssoLogin: "Đăng nhập một lần",
    home: "Trang chủ",
    user_info: "Tài khoản của tôi",
    password_modify: "Đổi mật khẩu",
    user_control: "Quản lý người dùng",
    role_management: "Vai trò và quy tắc",
    translation_management: "Quản lý bản dịch",
    dictionaries: "Từ điển dữ liệu",
    performance_monitoring: "Giám sát hiệu năng",
    log_management: "Quản lý nhật ký",
    payment_management: "Quản lý thanh toán và cấp quyền",
    vip: "Truy cập trả phí",
    error_401: "Không có quyền truy cập",
    error_500: "Lỗi máy chủ",
    error_404: "Không tìm thấy trang",
  },
  header: {
    language: "Ngôn ngữ",
    more: "Thao tác khác",
    admin: "Quản trị",
    systemInfo: "Thông tin hệ thống",
    about: "Giới thiệu",
    logout: "Đăng xuất",
    userMenu: "Menu người dùng",
  },
  nav: {
    label: "Điều hướng chính",
    library: "Thông tin dịch vụ",
    menu: "Menu",
  },
  about: {
    title: "Giới thiệu cổng thông tin",
    product: "Sản phẩm",
    version: "Phiên bản",
    email: "E-mail hỗ trợ",
    phone: "Đường dây hỗ trợ",
    website: "Trang web",
  },
  systemInfo: {
    title: "Thông tin hệ thống",
    loadFailed: "Không thể tải thông tin giấy phép.",
    softwareVersion: "Phiên bản phần mềm",
    customer: "Cấp phép cho",
    notAfter: "Giấy phép có hiệu lực đến",
    dayremain: "Số ngày còn lại",
    days_one: "{{count}} ngày",
    days_other: "{{count}} ngày",
    consumerAmount: "Số người dùng được cấp phép",
    onlineUsers: "Người dùng trực tuyến",
    remaining: "Giấy phép còn trống",
  },
  tabs: {
    close: "Đóng",
    closeOthers: "Đóng các thẻ khác",
    closeAll: "Đóng tất cả thẻ",
    actions: "Thao tác thẻ",
    object: {
      vehicle: { plain: "VIN {{id}}", named: "VIN {{id}} · {{name}}" },
      catalogue: { plain: "Danh mục phụ tùng {{id}}", named: "Danh mục phụ tùng · {{name}}" },
      manual: { plain: "Tài liệu", named: "Tài liệu · {{name}}" },
      part: { plain: "Phụ tùng", named: "Phụ tùng {{name}}" },
      inquiry: { plain: "Phiếu hỏi", named: "Phiếu hỏi {{name}}" },
    },
  },
  errorPages: {
    forbidden: {
      title: "Không có quyền truy cập",
      text: "Bạn không có quyền mở trang này.",
    },
    notFound: {
      title: "Không tìm thấy trang",
      text: "Trang bạn yêu cầu không tồn tại hoặc đã được di chuyển.",
    },
    server: {
      title: "Lỗi máy chủ",
      text: "Máy chủ gặp sự cố. Vui lòng thử lại sau.",
    },
    backHome: "Về trang chủ",
    backLogin: "Về trang đăng nhập",
  },
  browser: {
    outdated: "Trình duyệt của bạn đã cũ. Vui lòng nâng cấp lên Chrome {{chrome}}, Firefox {{firefox}} hoặc Edge {{edge}} trở lên để cổng thông tin hoạt động bình thường.",
  },
  licence: {
    title: "Giấy phép sắp hết hạn",
    expiring: "Giấy phép hệ thống sắp hết hạn, còn {{dayremain}} ngày, vui lòng liên hệ nhà cung cấp.",
  },
  vipNotice: {
    banner_one: "Quyền truy cập {{target}} của bạn hết hạn vào {{date}}.",
    banner_other: "{{count}} quyền truy cập của bạn sắp hết hạn; sớm nhất là {{target}} vào {{date}}.",
    renew: "Mua lại",
    refusalTitle: "Tài liệu này cần một gói còn hiệu lực",
    refusalText: "Tài khoản của bạn đọc được tài liệu của một mẫu xe khi có gói bao gồm mẫu xe đó. Hãy mua một gói, hoặc xem gói của bạn hết hạn khi nào.",
    offer: "Xem các gói",
  },
};

export default shell;
