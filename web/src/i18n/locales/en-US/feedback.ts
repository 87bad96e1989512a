/** The English source every other language mirrors. */
export default {
  "routes": {
    "feedback_center": "Feedback center"
  },
  "header": {
    "button": "Feedback",
    "pending": "Feedback waiting for you: {{count}}"
  },
  "form": {
    "title": "New feedback",
    "saveDraft": "Save draft",
    "send": "Send",
    "choose": "Please select",
    "drafted": "Draft saved",
    "sent": "Feedback sent, thank you"
  },
  "fields": {
    "feedbackType": "Feedback type",
    "contact": "Contact",
    "title": "Title",
    "content": "Content",
    "url": "Page",
    "files": "Attachments",
    "status": "Status",
    "user": "User",
    "assignee": "Assignee",
    "time": "Time",
    "reply": "Reply"
  },
  "validation": {
    "type": "Please select the feedback type",
    "phone": "Incorrect phone number format",
    "title": "Please enter the title",
    "content": "Please enter the content"
  },
  "lists": {
    "created": "My feedback",
    "to-process": "To process",
    "processed": "Processed",
    "forward": "My assignment",
    "all": "All feedback"
  },
  "status": {
    "DRAFT": "Draft",
    "PENDING": "Pending",
    "ASSIGNED": "Assigned",
    "PROCESSED": "Pending approval",
    "APPROVED": "Approved",
    "CLOSED": "Closed"
  },
  "actions": {
    "draft": "Save draft",
    "submit": "Submit",
    "assign": "Assign",
    "handle": "Handle",
    "reject": "Reject",
    "close": "Close",
    "pass": "Pass"
  },
  "drawer": {
    "closeConfirm": "Close this feedback?",
    "closeConfirmText": "Closing ends the loop: the feedback cannot be assigned, answered or reopened afterwards.",
    "title": "Feedback",
    "chooseHandler": "Choose the assignee",
    "replyRequired": "Please enter the reply",
    "done": "Operation success",
    "comment": "Reply or remark"
  },
  "filter": {
    "keyword": "Keyword",
    "keywordPlaceholder": "Title, content or sender",
    "status": "Status",
    "statusAll": "Any status",
    "type": "Feedback type",
    "typeAll": "Any type",
    "search": "Search"
  },
  "range": "{{from}}–{{to}} of {{total}}",
  "untitled": "(untitled)",
  "unassigned": "Unassigned",
  "export": "Export",
  "stats": {
    "title": "Feedback closed loop",
    "total": "Total",
    "count": "Feedback",
    "closed": "Closed",
    "unclosed": "Unclosed",
    "avgHours": "Mean time to close (h)"
  }
};
