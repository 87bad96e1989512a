export default {
  "routes": {
    "feedback_center": "反馈中心"
  },
  "header": {
    "button": "意见反馈",
    "pending": "待您处理的反馈：{{count}}"
  },
  "form": {
    "title": "新建反馈",
    "saveDraft": "保存草稿",
    "send": "提交",
    "choose": "请选择",
    "drafted": "草稿已保存",
    "sent": "反馈已提交，谢谢"
  },
  "fields": {
    "feedbackType": "反馈类型",
    "contact": "联系方式",
    "title": "标题",
    "content": "内容",
    "url": "页面",
    "files": "附件",
    "status": "状态",
    "user": "反馈人",
    "assignee": "处理人",
    "time": "时间",
    "reply": "回复"
  },
  "validation": {
    "type": "请选择反馈类型",
    "phone": "电话号码格式不正确",
    "title": "请输入标题",
    "content": "请输入内容"
  },
  "lists": {
    "created": "我的反馈",
    "to-process": "待我处理",
    "processed": "我已处理",
    "forward": "我的分配",
    "all": "全部反馈"
  },
  "status": {
    "DRAFT": "草稿",
    "PENDING": "待处理",
    "ASSIGNED": "已分配",
    "PROCESSED": "待审核",
    "APPROVED": "审核通过",
    "CLOSED": "已关闭"
  },
  "actions": {
    "draft": "保存草稿",
    "submit": "提交",
    "assign": "分配",
    "handle": "处理",
    "reject": "驳回",
    "close": "关闭",
    "pass": "审核通过"
  },
  "drawer": {
    "closeConfirm": "确定关闭该反馈？",
    "closeConfirmText": "关闭后闭环结束：该反馈不能再分配、处理或重新打开。",
    "title": "反馈",
    "chooseHandler": "请选择处理人",
    "replyRequired": "请输入回复",
    "done": "操作成功",
    "comment": "回复或备注"
  },
  "filter": {
    "keyword": "关键字",
    "keywordPlaceholder": "标题、内容或反馈人",
    "status": "状态",
    "statusAll": "全部状态",
    "type": "反馈类型",
    "typeAll": "全部类型",
    "search": "查询"
  },
  "range": "第 {{from}}–{{to}} 条，共 {{total}} 条",
  "untitled": "（无标题）",
  "unassigned": "未分配",
  "export": "导出",
  "stats": {
    "title": "反馈闭环统计",
    "total": "合计",
    "count": "反馈数",
    "closed": "已关闭",
    "unclosed": "未关闭",
    "avgHours": "平均关闭时长（小时）"
  }
};
