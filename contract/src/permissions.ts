/**
 * The permission catalogue of spec §6 as typed constants, grouped by the family they belong to,
 * and the default permission matrix per user type. Every code is checked somewhere (an endpoint's
 * access, a service's rule, a web control); the spec's codes nothing here guards (3D pictures,
 * duplicate part-info codes) were taken out (docs/decisions/037; the log screen's came back with it, 041) (the spec leaves it open; docs/permissions.md
 * explains the choices).
 */

/** User types of spec §1. The visitor login is not a user type; it has a role of its own. */
export const USER_TYPES = [
  'SYSTEM_ADMIN', 'DOMAIN_ADMIN', 'INNER_USER', 'DEALER', 'CUSTOMER', 'DOWNLOAD_ADMIN',
  'BULLETIN_ADMIN', 'FEEDBACK_ADMIN', 'FACILITATOR', 'CLIENT', 'SERVICE_STATION', 'CENTRAL',
  'IN_PLANT', 'REGISTER',
] as const;
export type UserType = (typeof USER_TYPES)[number];
export const VISITOR = 'VISITOR' as const;
export type RoleSubject = UserType | typeof VISITOR;
/** Whoever has a built-in role and a rule of default roles (spec §7 rules): every user type and the visitor. */
export const ROLE_SUBJECTS: readonly RoleSubject[] = [...USER_TYPES, VISITOR];

/**
 * How far each user type reaches over the others (ours: spec §1 lists the types without an order).
 * An account acts only on accounts of its own rank or below, and gives no one a type above its
 * own: the system administrator over the domain administrators, they over internal staff and the
 * content administrators, they over external partners, they over self-registered accounts and
 * the visitor. docs/permissions.md explains the choice.
 */
export const USER_TYPE_RANK: Record<RoleSubject, number> = {
  SYSTEM_ADMIN: 4,
  DOMAIN_ADMIN: 3,
  INNER_USER: 2, CENTRAL: 2, IN_PLANT: 2, DOWNLOAD_ADMIN: 2, BULLETIN_ADMIN: 2, FEEDBACK_ADMIN: 2,
  DEALER: 1, SERVICE_STATION: 1, FACILITATOR: 1, CUSTOMER: 1, CLIENT: 1,
  REGISTER: 0, VISITOR: 0,
};

const rankOf = (type: string): number | undefined => USER_TYPE_RANK[type as RoleSubject];

/**
 * Whether an account of type `actor` may act on an account of type `target` (lock, disable,
 * change its roles, ...) or give an account that type. Unknown types reach nothing and are
 * reached by no one.
 */
export function mayActOnUserType(actor: string, target: string): boolean {
  const a = rankOf(actor);
  const b = rankOf(target);
  return a !== undefined && b !== undefined && b <= a;
}

/** Kind of resource a permission guards: a page/menu entry, a tab, or an action button. */
export type ResourceType = 'MENU' | 'TAB' | 'ACTION';

const family = <const T extends Record<string, ResourceType>>(codes: T) => codes;

export const PERMISSION_FAMILIES = {
  menus: family({
    PER_USER_MANAGEMENT_VIEW: 'MENU',
    PER_GROUP_MANAGEMENT_VIEW: 'MENU',
    PER_DOWNLOAD_AREA_VIEW: 'MENU',
    PER_BULLETIN_VIEW: 'MENU',
    PER_DATA_MANAGEMENT_VIEW: 'MENU',
    PER_TECHNICALCASE_LIBRARY_VIEW: 'MENU',
    PER_REPORT_FORM_MANAGEMENT_VIEW: 'MENU',
    PER_LOG_MANAGEMENT_VIEW: 'MENU',
    PER_LOG_MANAGEMENT_FEEDBACK_REPORT_VIEW: 'MENU',
    PER_FAVORITE_VIEW: 'MENU',
    PER_ENQUIRY_MANAGEMENT_VIEW: 'MENU',
    PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW: 'MENU',
    PER_FEEDBACK_MANAGEMENT_VIEW: 'MENU',
    PER_SHOPPING_CART_MANAGEMENT_VIEW: 'MENU',
    PER_MANUAL_VIEW: 'MENU',
    PER_PENDING_REVIEW_MANUAL_VIEW: 'MENU',
    PER_ROLE_MANAGEMENT_VIEW: 'MENU',
    PER_SYSTEM_MANAGEMENT_VIEW: 'MENU',
    PER_SYSTEM_INFO_VIEW: 'MENU',
  }),
  favoriteTabs: family({ PER_FAVORITE_PART_VIEW: 'TAB', PER_FAVORITE_MANUAL_VIEW: 'TAB' }),
  partTabs: family({
    PER_MANUAL_PART_INFO: 'TAB',
    PER_MANUAL_PART_LABORTIME: 'TAB',
    PER_MANUAL_PART_EXCHANGE_RELATION: 'TAB',
    PER_MANUAL_PART_SERVICE_MANUAL: 'TAB',
    PER_MANUAL_PART_CIRCUIT_DIAGRAM: 'TAB',
    PER_MANUAL_PART_REMARK: 'TAB',
  }),
  vin: family({ PER_VIN_VIEW: 'ACTION', PER_VIN_SEARCH: 'ACTION' }),
  model: family({ PER_MODEL_SEARCH: 'ACTION' }),
  users: family({
    PER_USER_MANAGEMENT_IMPORT: 'ACTION',
    PER_USER_MANAGEMENT_ADD: 'ACTION',
    PER_USER_MANAGEMENT_DISABLE: 'ACTION',
    PER_USER_MANAGEMENT_PASSWORD: 'ACTION',
  }),
  groups: family({
    PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW: 'ACTION',
    PER_GROUP_MANAGEMENT_AUTH: 'ACTION',
    PER_GROUP_MANAGEMENT_ADD: 'ACTION',
    PER_GROUP_MANAGEMENT_UPDATE: 'ACTION',
    PER_GROUP_MANAGEMENT_DELETE: 'ACTION',
  }),
  favorites: family({ PER_FAVORITE_ADD: 'ACTION', PER_FAVORITE_CANCEL: 'ACTION' }),
  downloads: family({
    PER_DOWNLOAD_AREA_UPLOAD: 'ACTION',
    PER_DOWNLOAD_AREA_DOWNLOAD: 'ACTION',
    PER_DOWNLOAD_AREA_DELETE: 'ACTION',
    PER_DOWNLOAD_AREA_FOLDER_ADD: 'ACTION',
    PER_DOWNLOAD_AREA_FOLDER_UPDATE: 'ACTION',
    PER_DOWNLOAD_AREA_FOLDER_DELETE: 'ACTION',
  }),
  bulletins: family({
    PER_BULLETIN_PUBLISH: 'ACTION',
    PER_BULLETIN_UPDATE: 'ACTION',
    PER_BULLETIN_DELETE: 'ACTION',
    PER_BULLETIN_REVIEW: 'ACTION',
    PER_BULLETIN_APPROVAL: 'ACTION',
    PER_BULLETIN_TOP: 'ACTION',
  }),
  logs: family({
    /** Log management (decision 041): the login log and its export, the operation and print logs, the click report's export. */
    PER_LOG_MANAGEMENT_LOGIN_VIEW: 'ACTION',
    PER_LOG_MANAGEMENT_LOGIN_EXPORT: 'ACTION',
    PER_LOG_MANAGEMENT_OPERATION_VIEW: 'ACTION',
    PER_LOG_MANAGEMENT_CLICK_REPORT_EXPORT: 'ACTION',
    /** Ours: the DMS/ERP handover log (issue 11 §2), read and replay. */
    PER_LOG_MANAGEMENT_HANDOVER_VIEW: 'ACTION',
    PER_LOG_MANAGEMENT_HANDOVER_REPLAY: 'ACTION',
  }),
  feedback: family({ PER_FEEDBACK_MANAGEMENT_HANDLE: 'ACTION', PER_FEEDBACK_MANAGEMENT_ASSIGN: 'ACTION' }),
  enquiry: family({ PER_ENQUIRY_MANAGEMENT_PROCESSED: 'ACTION', PER_ENQUIRY_STATUS_LOG_VIEW: 'ACTION' }),
  pendingReview: family({ PER_PENDING_REVIEW_MANUAL_VALID: 'ACTION', PER_PENDING_REVIEW_MANUAL_INVALID: 'ACTION' }),
  cart: family({
    PER_SHOPPING_CART_ADD: 'ACTION',
    PER_SHOPPING_CART_DELETE: 'ACTION',
    PER_SHOPPING_CART_SUBMIT: 'ACTION',
    PER_SHOPPING_CART_HISTORY_VIEW: 'ACTION',
    PER_SHOPPING_CART_HISTORY_EXPORT: 'ACTION',
  }),
  manual: family({
    PER_MANUAL_PRINT: 'ACTION',
    PER_MANUAL_LABORTIME_EXPORT: 'ACTION',
    PER_MANUAL_2D_PICTURE: 'ACTION',
    PER_MANUAL_PART_LABOR_TIME: 'ACTION',
    PER_MANUAL_PART_REMARK_EDIT: 'ACTION',
    PER_MANUAL_USER_MANUAL: 'ACTION',
    PER_MANUAL_SERVICE_MANUAL: 'ACTION',
    PER_MANUAL_CIRCUIT_MANUAL: 'ACTION',
    PER_MANUAL_TECH_CASE: 'ACTION',
  }),
  technicalCases: family({
    PER_TECHNICALCASE_LIBRARY_UPDATE: 'ACTION',
    PER_TECHNICALCASE_LIBRARY_INVALID: 'ACTION',
    PER_TECHNICALCASE_LIBRARY_PUSH: 'ACTION',
  }),
  access: family({ PER_ROLE_MANAGEMENT_EDIT: 'ACTION', PER_USER_MANAGEMENT_UNLOCK: 'ACTION' }),
  /** Ours: spec §6 names no code for special tools (docs/permissions.md). */
  specialTools: family({ PER_SPECIAL_TOOL_VIEW: 'MENU' }),
  /** Ours: translation management (issue 22 §4): overrides of texts, languages on and off. */
  translations: family({ PER_TRANSLATION_MANAGEMENT: 'MENU' }),
  /** Ours: performance monitoring (issue 24 §3): every instance's figures and the active users. */
  performance: family({ PER_PERFORMANCE_MONITORING_VIEW: 'MENU' }),
  /** Ours: paid (VIP) access (issue 24 §4): the administrators' screen, its changes, and buying. */
  vip: family({ PER_VIP_VIEW: 'MENU', PER_VIP_MANAGE: 'ACTION', PER_VIP_BUY: 'MENU' }),
} as const;

type Families = typeof PERMISSION_FAMILIES;
export type PermissionCode = { [F in keyof Families]: keyof Families[F] }[keyof Families] & string;
export type PermissionFamily = keyof Families;

/** Every permission code with its family and resource type, in catalogue order. */
export const PERMISSION_CATALOGUE: { code: PermissionCode; family: PermissionFamily; type: ResourceType }[] =
  Object.entries(PERMISSION_FAMILIES).flatMap(([familyName, codes]) =>
    Object.entries(codes).map(([code, type]) => ({
      code: code as PermissionCode,
      family: familyName as PermissionFamily,
      type: type as ResourceType,
    })),
  );

export const PERMISSION_CODES: PermissionCode[] = PERMISSION_CATALOGUE.map((p) => p.code);

export function isPermissionCode(value: string): value is PermissionCode {
  return (PERMISSION_CODES as string[]).includes(value);
}

/**
 * What a route needs: `public` (no token), `authenticated` (any logged-in user, spec §2's routes
 * marked "none" such as user_info), or a permission code.
 */
export type RouteAccess = 'public' | 'authenticated' | PermissionCode;

const codesOf = (...families: PermissionFamily[]): PermissionCode[] =>
  PERMISSION_CATALOGUE.filter((p) => families.includes(p.family)).map((p) => p.code);
const except = (list: PermissionCode[], ...drop: PermissionCode[]) => list.filter((c) => !drop.includes(c));

/** Reading the catalogue and manuals: what every workshop user gets. */
const READ_CATALOGUE: PermissionCode[] = [
  'PER_MANUAL_VIEW', ...codesOf('partTabs', 'vin', 'model'),
  'PER_MANUAL_PRINT', 'PER_MANUAL_2D_PICTURE',
  'PER_MANUAL_PART_LABOR_TIME', 'PER_MANUAL_USER_MANUAL',
  'PER_MANUAL_SERVICE_MANUAL', 'PER_MANUAL_CIRCUIT_MANUAL',
  'PER_MANUAL_TECH_CASE', 'PER_MANUAL_LABORTIME_EXPORT',
  'PER_SPECIAL_TOOL_VIEW',
];
/** The daily kit of a dealer or service station. */
const WORKSHOP: PermissionCode[] = [
  ...READ_CATALOGUE,
  'PER_MANUAL_PART_REMARK_EDIT',
  'PER_FAVORITE_VIEW', ...codesOf('favoriteTabs', 'favorites'),
  'PER_SHOPPING_CART_MANAGEMENT_VIEW', ...codesOf('cart'),
  'PER_ENQUIRY_MANAGEMENT_VIEW',
  'PER_FEEDBACK_MANAGEMENT_VIEW',
  'PER_BULLETIN_VIEW',
  'PER_DOWNLOAD_AREA_VIEW', 'PER_DOWNLOAD_AREA_DOWNLOAD',
  'PER_TECHNICALCASE_LIBRARY_VIEW',
];
/** Internal staff: the workshop kit plus handling inquiries and feedback and reading reports. */
const STAFF: PermissionCode[] = [
  ...WORKSHOP,
  'PER_ENQUIRY_MANAGEMENT_PROCESSED', 'PER_ENQUIRY_STATUS_LOG_VIEW',
  'PER_FEEDBACK_MANAGEMENT_HANDLE',
  'PER_TECHNICALCASE_LIBRARY_PUSH',
  'PER_REPORT_FORM_MANAGEMENT_VIEW',
];
const ALL_BUT_SYSTEM_INFO = except(PERMISSION_CODES, 'PER_SYSTEM_INFO_VIEW');

/** Default permissions of the built-in role of each user type and of the visitor. */
export const DEFAULT_PERMISSIONS: Record<RoleSubject, PermissionCode[]> = {
  SYSTEM_ADMIN: PERMISSION_CODES,
  DOMAIN_ADMIN: ALL_BUT_SYSTEM_INFO,
  INNER_USER: STAFF,
  DEALER: WORKSHOP,
  SERVICE_STATION: WORKSHOP,
  CENTRAL: STAFF,
  IN_PLANT: STAFF,
  FACILITATOR: [...WORKSHOP, 'PER_ENQUIRY_MANAGEMENT_PROCESSED'],
  CUSTOMER: [...READ_CATALOGUE, 'PER_FAVORITE_VIEW', ...codesOf('favoriteTabs', 'favorites'), 'PER_BULLETIN_VIEW', 'PER_FEEDBACK_MANAGEMENT_VIEW'],
  CLIENT: [...READ_CATALOGUE, 'PER_BULLETIN_VIEW', 'PER_FEEDBACK_MANAGEMENT_VIEW'],
  DOWNLOAD_ADMIN: ['PER_DOWNLOAD_AREA_VIEW', ...codesOf('downloads'), 'PER_GROUP_MANAGEMENT_VIEW', 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW', 'PER_FEEDBACK_MANAGEMENT_VIEW'],
  BULLETIN_ADMIN: ['PER_BULLETIN_VIEW', ...codesOf('bulletins'), 'PER_FEEDBACK_MANAGEMENT_VIEW'],
  FEEDBACK_ADMIN: ['PER_FEEDBACK_MANAGEMENT_VIEW', ...codesOf('feedback'), 'PER_LOG_MANAGEMENT_FEEDBACK_REPORT_VIEW', 'PER_REPORT_FORM_MANAGEMENT_VIEW'],
  /**
   * Self-registered accounts see the external download card (spec §1), and buy packages: they read
   * a model's manuals only while a package of theirs covers it, the parts catalogue (PER_MANUAL_VIEW)
   * and labour times only while a package of that scope is live (VIP_GATED_USER_TYPES, decision 043).
   */
  REGISTER: [
    'PER_DOWNLOAD_AREA_VIEW', 'PER_DOWNLOAD_AREA_DOWNLOAD', 'PER_VIP_BUY',
    'PER_MANUAL_VIEW', 'PER_MANUAL_SERVICE_MANUAL', 'PER_MANUAL_USER_MANUAL', 'PER_MANUAL_CIRCUIT_MANUAL',
    'PER_MANUAL_PART_LABOR_TIME',
  ],
  /** Read-only manuals and parts: no cart, no inquiry, no favourites. */
  VISITOR: READ_CATALOGUE.filter((c) => c !== 'PER_MANUAL_LABORTIME_EXPORT'),
};
