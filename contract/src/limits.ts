/** Business constants and limits of spec §5 and §9. Nobody retypes these numbers. */
export const LIMITS = {
  vinSearchMinLength: 6,
  vinSearchPageSize: 10,
  usernameMin: 2,
  usernameMax: 30,
  passwordMin: 8,
  passwordMax: 16,
  fileNameMax: 70,
  titleMax: 50,
  feedbackContentMax: 2000,
  replyCommentMax: 1000,
  replyPageSize: 5,
  replyPageSizes: [5, 10, 15, 20],
  tablePageSizes: [10, 20, 30, 40],
  tablePageSizeDefault: 10,
  errorTablePageSize: 5,
  errorTablePageSizes: [5, 10, 20, 30, 40],
  uploadDefaultMaxMb: 1024,
  uploadDefaultCount: 5,
  inquiryAttachmentMaxMb: 200,
  inquiryAttachmentCount: 10,
  replyAttachmentMaxMb: 50,
  percentDecimals: 2,
  filterTagCount: 2,
  zoomMin: 0.2,
  zoomMax: 6,
  zoomStep: 0.1,
  partPhotoCount: 5,
  splitDefault: 0.5,
  licenceDialogIntervalMs: 86_400_000,
  watermarkCheckMs: 500,
  /** Failed logins (per username or address, 15 minutes) after which a captcha is required. */
  captchaAfterFailures: 3,
  /** Wrong passwords within the window that lock the account. */
  lockAfterFailures: 5,
  loginFailureWindowMinutes: 15,
  captchaTtlSeconds: 300,
  verifyCodeTtlSeconds: 600,
  verifyCodeLength: 6,
  verifyCodeMaxAttempts: 5,
  resetTicketTtlSeconds: 900,
  tokenTtlHours: 24,
  rememberMeTtlDays: 7,
  /** Licence warning shown when this few days remain. */
  licenceWarnDays: 30,
  nameMax: 50,
  companyMax: 100,
  emailMax: 100,
  /** A user's private remark on a part (userRemark). */
  partRemarkMax: 500,
  /** What a catalogue search box accepts. */
  searchKeyMax: 100,
  /** Manuals: page size ceilings of list calls and of the full-text search. */
  manualPageSizeMax: 200,
  manualSearchPageSizeMax: 50,
  /** A topic search counts its hits up to here; beyond, it says "more than" (a common word matches tens of thousands). */
  topicSearchCountCap: 200,
  /** Inquiry lists count their matches up to here; beyond, they say "more than" (an exact count over a year's inquiries costs more than the page). */
  inquiryListCountCap: 1000,
  /** The case library's search counts up to here (each counted case rechecks its search vector, as the manuals' topics). */
  caseSearchCountCap: 200,
  /** Manual and node codes, titles and the review comment. */
  manualCodeMax: 64,
  manualTitleMax: 200,
  manualReviewCommentMax: 500,
  /** Manual import (a zip): whole upload, entries, one entry unpacked, one HTML body. */
  manualImportMaxMb: 200,
  manualImportMaxEntries: 20_000,
  manualImportEntryMaxMb: 20,
  manualImportUnpackedMaxMb: 1000,
  topicHtmlMaxKb: 1024,
  /** Image types a manual may carry (checked by magic bytes). */
  manualImageTypes: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'],
  /** Rows one labour-time export may hold; a wider filter is refused. */
  labourTimeExportMax: 50_000,
  /** Tools the unpaged special-tool list (POST /rest/specialtool) answers at most. */
  specialToolListMax: 200,
  /** Nesting of arrays and objects any JSON input may have (request bodies, manual manifests). */
  jsonDepthMax: 64,
  /** Characters one path parameter may have (a code, a name, an id); longer answers 555. */
  pathParamMax: 200,
  /** How long a link ticket (an iframe's or image's `?ticket=`) opens its path. */
  linkTicketTtlSeconds: 300,
  /** Paths one ticket request may name (the pictures of one list). */
  linkTicketBatchMax: 50,
} as const;

/** Device classes of spec §2: mobile up to 576 px, tablet up to 992 px, else desktop. */
export const BREAKPOINTS = { mobileMax: 576, tabletMax: 992, minContentWidth: 992 } as const;

/** Browser minimums of spec §1; older ones get an upgrade alert. */
export const BROWSER_MINIMUMS = { chrome: 76, firefox: 59, edge: 90 } as const;
