/** Bulletins (notice_area, notice_detail). */
export default {
  "routes": {
    "noticeArea": "公告",
    "noticeDetail": "公告详情"
  },
  "vehicle": {
    "label": "公告",
    "title": "本车相关公告",
    "none": "无公告",
    "count_one": "{{count}} 条公告",
    "count_other": "{{count}} 条公告",
    "unread_one": "{{count}} 条未读",
    "unread_other": "{{count}} 条未读"
  },
  "top": "置顶",
  "unread": "未读",
  "saved": "已保存",
  "done": "操作成功",
  "confirmDelete": "确定删除此公告？",
  "type": {
    "MARKETING_ACTIVITIES": "营销活动",
    "RECALL_TYPE": "召回",
    "MAINTENANCE_BULLETIN": "维修公告",
    "WARRANTY_BULLETIN": "保修公告",
    "OTHER_BULLETIN": "其他公告"
  },
  "status": {
    "INIT": "未发布",
    "REVIEWED": "未审批",
    "APPROVED": "已发布"
  },
  "columns": {
    "theme": "主题",
    "type": "类型",
    "status": "状态",
    "period": "有效期",
    "creator": "创建人",
    "visits": "访问次数",
    "reads": "已读",
    "actions": "操作"
  },
  "action": {
    "create": "新建公告",
    "update": "修改",
    "publish": "发布",
    "approve": "审批",
    "review": "退回",
    "top": "置顶",
    "untop": "取消置顶",
    "delete": "删除"
  },
  "form": {
    "theme": "主题",
    "type": "类型",
    "period": "开始和结束时间",
    "startBeforeEnd": "开始时间必须早于结束时间",
    "isPublic": "公开",
    "userTypes": "用户类型",
    "countries": "国家",
    "anyHint": "为空：所有人",
    "anyModelHint": "为空：所有车型",
    "models": "车型",
    "vinRanges": "VIN 范围",
    "vinRangesHint": "每行一个范围：起止 VIN，例如 LUMS2PHD3PH000001 LUMS2PHD3PH000099",
    "content": "内容",
    "save": "保存"
  }
};
