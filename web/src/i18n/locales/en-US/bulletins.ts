/** Bulletins (notice_area, notice_detail). */
export default {
  "routes": {
    "noticeArea": "Bulletins",
    "noticeDetail": "Bulletin"
  },
  "vehicle": {
    "label": "Bulletins",
    "title": "Bulletins for this vehicle",
    "none": "No bulletins",
    "count_one": "{{count}} bulletin",
    "count_other": "{{count}} bulletins",
    "unread_one": "{{count}} unread",
    "unread_other": "{{count}} unread"
  },
  "top": "Pinned",
  "unread": "Unread",
  "saved": "Saved",
  "done": "Done",
  "confirmDelete": "Delete this bulletin?",
  "type": {
    "MARKETING_ACTIVITIES": "Marketing activity",
    "RECALL_TYPE": "Recall",
    "MAINTENANCE_BULLETIN": "Maintenance bulletin",
    "WARRANTY_BULLETIN": "Warranty bulletin",
    "OTHER_BULLETIN": "Other bulletin"
  },
  "status": {
    "INIT": "Unpublished",
    "REVIEWED": "Unapproved",
    "APPROVED": "Published"
  },
  "columns": {
    "theme": "Theme",
    "type": "Type",
    "status": "Status",
    "period": "Valid",
    "creator": "Creator",
    "visits": "Visits",
    "reads": "Read",
    "actions": "Actions"
  },
  "action": {
    "create": "New bulletin",
    "update": "Modify",
    "publish": "Publish",
    "approve": "Approve",
    "review": "Send back",
    "top": "Stick",
    "untop": "Unstick",
    "delete": "Delete"
  },
  "form": {
    "theme": "Theme",
    "type": "Type",
    "period": "Start and end time",
    "startBeforeEnd": "The start must be before the end",
    "isPublic": "Public",
    "userTypes": "User types",
    "countries": "Countries",
    "anyHint": "Empty: everyone",
    "anyModelHint": "Empty: any model",
    "models": "Models",
    "vinRanges": "VIN ranges",
    "vinRangesHint": "One range a line: first and last VIN, e.g. LUMS2PHD3PH000001 LUMS2PHD3PH000099",
    "content": "Content",
    "save": "Save"
  }
};
