export default {
  title: 'Thông báo',
  bell_one: '{{count}} thông báo chưa đọc',
  bell_other: '{{count}} thông báo chưa đọc',
  empty: 'Không có thông báo',
  noPrice: 'chưa có giá',
  kind: {
    SUCCESSOR: '{{name}} ({{code}}) có phụ tùng thay thế: {{after}}',
    PRICE: 'Giá của {{name}} ({{code}}): {{before}} → {{after}}',
    STOCK_IN: '{{name}} ({{code}}) đã có hàng trở lại',
    STOCK_OUT: '{{name}} ({{code}}) đã hết hàng',
    REVISION: '{{name}}: phiên bản {{after}} đã có hiệu lực (trước đây {{before}})',
    BULLETIN_RECALL: 'Triệu hồi "{{after}}" liên quan đến phụ tùng yêu thích của bạn {{code}}',
    BULLETIN_TECHNICAL: 'Thông báo kỹ thuật "{{after}}" liên quan đến phụ tùng yêu thích của bạn {{code}}',
    INQUIRY_REPLY: '{{before}} đã trả lời phiếu hỏi {{code}}',
    INQUIRY_STATUS: 'Phiếu hỏi {{code}}: {{before}} → {{after}}',
  },
};
