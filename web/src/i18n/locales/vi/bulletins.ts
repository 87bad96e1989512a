/** Bulletins (notice_area, notice_detail). */
export default {
  "range": "{{from}}–{{to}} trên {{total}}",
  "search": "Tìm kiếm",
  "routes": {
    "noticeArea": "Thông báo",
    "noticeDetail": "Chi tiết thông báo",
    "noticePreview": "Xem trước thông báo"
  },
  "vehicle": {
    "label": "Thông báo",
    "title": "Thông báo cho xe này",
    "none": "Không có thông báo",
    "count_one": "{{count}} thông báo",
    "count_other": "{{count}} thông báo",
    "unread_one": "{{count}} chưa đọc",
    "unread_other": "{{count}} chưa đọc"
  },
  "top": "Đã ghim",
  "unread": "Chưa đọc",
  "saved": "Đã lưu",
  "done": "Thành công",
  "confirmDelete": "Xóa thông báo này?",
  "type": {
    "MARKETING_ACTIVITIES": "Hoạt động tiếp thị",
    "RECALL_TYPE": "Triệu hồi",
    "MAINTENANCE_BULLETIN": "Thông báo bảo dưỡng",
    "WARRANTY_BULLETIN": "Thông báo bảo hành",
    "OTHER_BULLETIN": "Thông báo khác"
  },
  "status": {
    "INIT": "Chưa phát hành",
    "REVIEWED": "Chưa phê duyệt",
    "APPROVED": "Đã phát hành"
  },
  "columns": {
    "theme": "Chủ đề",
    "type": "Loại",
    "status": "Trạng thái",
    "period": "Hiệu lực",
    "creator": "Người tạo",
    "visits": "Lượt xem",
    "reads": "Đã đọc",
    "actions": "Thao tác"
  },
  "action": {
    "create": "Thông báo mới",
    "update": "Sửa",
    "publish": "Phát hành",
    "approve": "Phê duyệt",
    "review": "Trả lại",
    "top": "Ghim",
    "untop": "Bỏ ghim",
    "delete": "Xóa",
    "preview": "Xem trước"
  },
  "levels": {
    "Review": "Xem xét",
    "Approve": "Phê duyệt"
  },
  "form": {
    "theme": "Chủ đề",
    "type": "Loại",
    "period": "Thời gian bắt đầu và kết thúc",
    "startBeforeEnd": "Thời gian bắt đầu phải trước thời gian kết thúc",
    "isPublic": "Công khai",
    "userTypes": "Loại người dùng",
    "countries": "Quốc gia",
    "anyHint": "Để trống: mọi người",
    "anyModelHint": "Để trống: mọi mẫu xe",
    "models": "Mẫu xe",
    "vinRanges": "Dải VIN",
    "vinRangesHint": "Mỗi dòng một dải: VIN đầu và cuối, ví dụ LUMS2PHD3PH000001 LUMS2PHD3PH000099",
    "modelsPlaceholder": "Tìm mẫu xe theo mã hoặc tên",
    "modelsTypeToSearch": "Nhập mã hoặc tên mẫu xe để tìm",
    "vinRangeBadVin": "Dòng {{line}}: mỗi VIN gồm 17 chữ cái hoặc chữ số (không có I, O, Q), tối đa hai VIN mỗi dòng",
    "vinRangeBadOrder": "Dòng {{line}}: VIN đầu không được đứng sau VIN cuối",
    "content": "Nội dung",
    "save": "Lưu",
    "groups": "Nhóm",
    "groupsHint": "Để trống: mọi nhóm; nếu không chỉ thành viên của một trong các nhóm",
    "groupsPlaceholder": "Tìm nhóm theo mã hoặc tên",
    "productionDates": "Ngày sản xuất",
    "productionDatesHint": "Để trống: mọi ngày sản xuất",
    "partCodes": "Mã phụ tùng liên quan",
    "partCodesHint": "Khi phát hành, người trong đối tượng có các phụ tùng này trong mục yêu thích sẽ được báo",
    "picture": "Hình ảnh",
    "attachments": "Tệp đính kèm"
  },
  "view": {
    "content": "Nội dung",
    "attachments": "Tệp đính kèm",
    "noAttachments": "Không có tệp đính kèm",
    "vehicles": "Xe và phụ tùng",
    "audience": "Đối tượng",
    "public": "Công khai: mọi tài khoản",
    "any": "Bất kỳ",
    "none": "Không có",
    "previewBanner": "Xem trước ({{status}}): không tính lượt xem"
  },
  "suggest": {
    "title": "Thông báo đã phát hành cho xe này ({{count}})",
    "matches": "khớp với lỗi"
  }
};
