export default {
  "routes": {
    "feedback_center": "Trung tâm phản hồi"
  },
  "header": {
    "button": "Phản hồi",
    "pending": "Phản hồi chờ bạn: {{count}}"
  },
  "form": {
    "title": "Phản hồi mới",
    "saveDraft": "Lưu nháp",
    "send": "Gửi",
    "choose": "Vui lòng chọn",
    "drafted": "Đã lưu nháp",
    "sent": "Đã gửi phản hồi, cảm ơn bạn"
  },
  "fields": {
    "feedbackType": "Loại phản hồi",
    "contact": "Liên hệ",
    "title": "Tiêu đề",
    "content": "Nội dung",
    "url": "Trang",
    "files": "Tệp đính kèm",
    "status": "Trạng thái",
    "user": "Người gửi",
    "assignee": "Người xử lý",
    "time": "Thời gian",
    "reply": "Trả lời"
  },
  "validation": {
    "type": "Vui lòng chọn loại phản hồi",
    "phone": "Định dạng số điện thoại không đúng",
    "title": "Vui lòng nhập tiêu đề",
    "content": "Vui lòng nhập nội dung"
  },
  "lists": {
    "created": "Phản hồi của tôi",
    "to-process": "Chờ xử lý",
    "processed": "Đã xử lý",
    "forward": "Tôi đã phân công",
    "all": "Tất cả phản hồi"
  },
  "status": {
    "DRAFT": "Bản nháp",
    "PENDING": "Chờ xử lý",
    "ASSIGNED": "Đã phân công",
    "PROCESSED": "Chờ duyệt",
    "APPROVED": "Đã duyệt",
    "CLOSED": "Đã đóng"
  },
  "actions": {
    "draft": "Lưu nháp",
    "submit": "Gửi",
    "assign": "Phân công",
    "handle": "Xử lý",
    "reject": "Từ chối",
    "close": "Đóng",
    "pass": "Duyệt"
  },
  "drawer": {
    "closeConfirm": "Đóng phản hồi này?",
    "closeConfirmText": "Đóng sẽ kết thúc vòng xử lý: phản hồi không thể được phân công, trả lời hoặc mở lại sau đó.",
    "title": "Phản hồi",
    "chooseHandler": "Chọn người xử lý",
    "replyRequired": "Vui lòng nhập câu trả lời",
    "done": "Thao tác thành công",
    "comment": "Trả lời hoặc ghi chú"
  },
  "filter": {
    "keyword": "Từ khóa",
    "keywordPlaceholder": "Tiêu đề, nội dung hoặc người gửi",
    "status": "Trạng thái",
    "statusAll": "Mọi trạng thái",
    "type": "Loại phản hồi",
    "typeAll": "Mọi loại",
    "search": "Tìm kiếm"
  },
  "range": "{{from}}–{{to}} trên {{total}}",
  "untitled": "(không tiêu đề)",
  "unassigned": "Chưa phân công",
  "export": "Xuất",
  "stats": {
    "title": "Khép kín phản hồi",
    "total": "Tổng cộng",
    "count": "Phản hồi",
    "closed": "Đã đóng",
    "unclosed": "Chưa đóng",
    "avgHours": "Thời gian đóng trung bình (giờ)"
  }
};
