export default {
  title: 'Alerts',
  bell_one: '{{count}} unread alert',
  bell_other: '{{count}} unread alerts',
  empty: 'No alerts',
  noPrice: 'no price',
  kind: {
    SUCCESSOR: '{{name}} ({{code}}) has a successor: {{after}}',
    PRICE: 'Price of {{name}} ({{code}}): {{before}} → {{after}}',
    STOCK_IN: '{{name}} ({{code}}) is in stock again',
    STOCK_OUT: '{{name}} ({{code}}) is out of stock',
    REVISION: '{{name}}: revision {{after}} is now in effect (was {{before}})',
    BULLETIN_RECALL: 'Recall "{{after}}" concerns your favourite parts {{code}}',
    BULLETIN_TECHNICAL: 'Technical bulletin "{{after}}" concerns your favourite parts {{code}}',
    INQUIRY_REPLY: '{{before}} replied to inquiry {{code}}',
    INQUIRY_STATUS: 'Inquiry {{code}}: {{before}} → {{after}}',
  },
};
