/**
 * The page a feedback was sent from (spec §3 Feedback `url`): only an address of the portal's own
 * hash routes is kept, so a stored address can be shown as a link without leading anywhere else
 * (`javascript:`, another site). The web's route table is checked against this list by
 * web/src/features/feedback/page-address.test.ts, so a new screen cannot be forgotten here.
 */
export const PORTAL_PAGE_ROUTES = [
  '/home', '/user-info', '/password-modify', '/user_control', '/role_management', '/group_management',
  '/struct', '/part/:id', '/partSearchList', '/part_check', '/manualSearchList', '/manual/:rootId',
  '/labour_time', '/special_tool', '/special_tool/:id',
  '/submitInquiryForm', '/inquiryFormManagement', '/inquiryForm/:id', '/responsiblePersonManagement',
  '/technicalCaseLibrary', '/technicalCaseLibrary/:id', '/pending_review_manual',
  '/notice_area', '/notice_detail/:id/:title', '/notice_preview/:id/:title/:activeId',
  '/my_favorite', '/shopping_cart', '/dmsHandover', '/feedback_center', '/report_management', '/log_management',
  '/download_area', '/download_management', '/download_management_group/:id/:code/:name',
  '/translation_management', '/dictionaries', '/performance_monitoring', '/payment_management', '/vip',
] as const;

/** A path segment of a route parameter: anything but a separator, whitespace or a control character. */
const SEGMENT = String.raw`[^/?#\s\x00-\x1f\x7f]+`;
const QUERY = String.raw`(?:\?[^#\s\x00-\x1f\x7f]*)?`;
const ROUTE_RES = PORTAL_PAGE_ROUTES.map((r) => new RegExp(`^${r.replace(/:\w+/g, SEGMENT).replace(/[.]/g, '\\.')}${QUERY}$`));

/** Whether a route path with its query (`/struct?vin=…`) is one of the portal's pages. */
export const isPortalRoute = (route: string): boolean => ROUTE_RES.some((re) => re.test(route));

/**
 * The in-app link of a stored page address: `#/route?query` or `/#/route?query` (the form the
 * form stored before, and the demo data's), as `#/route?query`; null for anything else.
 */
export function portalPageHref(address: string): string | null {
  const m = /^\/?#(\/.*)$/s.exec(address);
  return m && isPortalRoute(m[1]) ? `#${m[1]}` : null;
}

export const isPortalPageAddress = (address: string): boolean => portalPageHref(address) !== null;
