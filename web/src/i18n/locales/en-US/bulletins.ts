/** Bulletins (notice_area, notice_detail). */
export default {
  "range": "{{from}}–{{to}} of {{total}}",
  "search": "Search",
  "routes": {
    "noticeArea": "Bulletins",
    "noticeDetail": "Bulletin",
    "noticePreview": "Bulletin preview"
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
    "delete": "Delete",
    "preview": "Preview"
  },
  "levels": {
    "Review": "Review",
    "Approve": "Approve"
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
    "modelsPlaceholder": "Search models by code or name",
    "modelsTypeToSearch": "Type a model code or name to search",
    "vinRangeBadVin": "Line {{line}}: each VIN has 17 letters or digits (no I, O or Q), two a line at most",
    "vinRangeBadOrder": "Line {{line}}: the first VIN must not come after the last",
    "content": "Content",
    "save": "Save",
    "groups": "Groups",
    "groupsHint": "Empty: any group; otherwise only members of one of them",
    "groupsPlaceholder": "Search groups by code or name",
    "productionDates": "Production dates",
    "productionDatesHint": "Empty: any production date",
    "partCodes": "Affected part codes",
    "partCodesHint": "Owners of these parts as favourites in the audience are alerted when it is published",
    "picture": "Picture",
    "attachments": "Attachments"
  },
  "view": {
    "content": "Content",
    "attachments": "Attachments",
    "noAttachments": "No attachments",
    "vehicles": "Vehicles and parts",
    "audience": "Audience",
    "public": "Public: every account",
    "any": "Any",
    "none": "None",
    "previewBanner": "Preview ({{status}}): no visit is counted"
  },
  "suggest": {
    "title": "Published bulletins for this vehicle ({{count}})",
    "matches": "matches the fault"
  }
};
