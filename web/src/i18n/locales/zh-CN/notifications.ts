export default {
  title: '提醒',
  bell_one: '{{count}} 条未读提醒',
  bell_other: '{{count}} 条未读提醒',
  empty: '暂无提醒',
  noPrice: '无价格',
  kind: {
    SUCCESSOR: '{{name}}（{{code}}）有替代件：{{after}}',
    PRICE: '{{name}}（{{code}}）价格变更：{{before}} → {{after}}',
    STOCK_IN: '{{name}}（{{code}}）已恢复有货',
    STOCK_OUT: '{{name}}（{{code}}）已缺货',
    REVISION: '{{name}}：新版本 {{after}} 已生效（原 {{before}}）',
    BULLETIN_RECALL: '召回公告「{{after}}」涉及您收藏的物料 {{code}}',
    BULLETIN_TECHNICAL: '技术公告「{{after}}」涉及您收藏的物料 {{code}}',
    INQUIRY_REPLY: '{{before}} 回复了问询单 {{code}}',
    INQUIRY_STATUS: '问询单 {{code}}：{{before}} → {{after}}',
  },
};
