/** Bulletins (notice_area, notice_detail). */
export default {
  "range": "第 {{from}}–{{to}} 条，共 {{total}} 条",
  "search": "搜索",
  "routes": {
    "noticeArea": "公告",
    "noticeDetail": "公告详情",
    "noticePreview": "公告预览"
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
    "delete": "删除",
    "preview": "预览"
  },
  "levels": {
    "Review": "审核",
    "Approve": "批准"
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
    "modelsPlaceholder": "按代码或名称搜索车型",
    "modelsTypeToSearch": "输入车型代码或名称进行搜索",
    "vinRangeBadVin": "第 {{line}} 行：VIN 须为 17 位字母或数字（不含 I、O、Q），每行起止两个",
    "vinRangeBadOrder": "第 {{line}} 行：起始 VIN 不能大于结束 VIN",
    "content": "内容",
    "save": "保存",
    "groups": "用户组",
    "groupsHint": "为空：任何用户组；否则仅限其中某组的成员",
    "groupsPlaceholder": "按编码或名称搜索用户组",
    "productionDates": "生产日期",
    "productionDatesHint": "为空：任何生产日期",
    "partCodes": "涉及物料编码",
    "partCodesHint": "发布时，受众中收藏了这些物料的用户将收到提醒",
    "picture": "图片",
    "attachments": "附件"
  },
  "view": {
    "content": "内容",
    "attachments": "附件",
    "noAttachments": "没有附件",
    "vehicles": "车辆与物料",
    "audience": "受众",
    "public": "公开：所有账号",
    "any": "任意",
    "none": "无",
    "previewBanner": "预览（{{status}}）：不计入访问"
  },
  "suggest": {
    "title": "该车辆已发布的公告（{{count}}）",
    "matches": "与故障相符"
  }
};
