import type en from '../en-US/home';
import type { DeepStringRecord } from '../../types';

const home: DeepStringRecord<typeof en> = {
  hero: {
    morning: "Chào buổi sáng, {{name}}",
    afternoon: "Chào buổi chiều, {{name}}",
    evening: "Chào buổi tối, {{name}}",
    text: "Tìm sổ tay, phụ tùng và thông tin dịch vụ cho mọi dòng xe.",
  },
  search: {
    title: "Tra cứu sổ tay",
    text: "Bắt đầu từ chiếc xe: nhận diện xe, mở phụ tùng và sổ tay, rồi xử lý.",
    stepVehicle: "Nhận diện xe",
    stepVehicleText: "Theo VIN hoặc theo dây chuyền, dòng xe và mẫu xe",
    stepParts: "Mở phụ tùng và sổ tay",
    stepPartsText: "Bản vẽ tách rời, sơ đồ điện, giờ công",
    stepAct: "Đặt hàng hoặc hỏi",
    stepActText: "Giỏ hàng, phiếu yêu cầu hoặc phản hồi",
    quickLinks: "Truy cập nhanh",
  },
  vin: {
    title: "Tra cứu số khung (VIN)",
    text: "Nhập ít nhất 6 ký tự của số VIN để mở danh mục của xe.",
  },
  model: {
    title: "Chọn mẫu xe",
    text: "Chọn dây chuyền, dòng xe và mẫu xe để mở sách hướng dẫn và danh mục.",
  },
  swiper: {
    title: "Nổi bật",
    configure: "Thiết lập ảnh",
    settingsTitle: "Ảnh trình chiếu trang chủ",
    settingsHint: "Tối đa {{count}} ảnh ({{types}}), ảnh ngang đẹp nhất (khoảng 16:5). Mỗi ảnh có thể liên kết tới một trang của cổng (/notice_area) hoặc một địa chỉ web.",
    picture: "Ảnh {{n}}",
    choose: "Chọn ảnh",
    replace: "Thay ảnh",
    remove: "Xóa",
    caption: "Chú thích (tùy chọn)",
    link: "Liên kết (tùy chọn): /notice_area hoặc https://…",
    badLink: "Liên kết phải bắt đầu bằng / hoặc http(s)://",
    save: "Lưu",
    saved: "Đã lưu ảnh trình chiếu",
    default1: "Phụ tùng chính hãng cho mọi dòng xe",
    default2: "Bản vẽ tách rời, mã phụ tùng và giờ công",
    default3: "Sách hướng dẫn sửa chữa và thông báo cho xưởng của bạn",
  },
  announcements: {
    title: "Thông báo",
    all: "Tất cả thông báo",
    empty: "Không có thông báo",
  },
  account: {
    title: "Tài khoản của tôi",
    name: "Tên",
    username: "Tài khoản",
    company: "Công ty",
    pending: "Việc đang chờ",
  },
  contact: {
    title: "Liên hệ dịch vụ",
    text: "Đội hỗ trợ kỹ thuật giúp bạn về phụ tùng, sửa chữa và truy cập cổng thông tin.",
    email: "E-mail",
    phone: "Đường dây nóng",
    website: "Trang web",
  },
};

export default home;
