import { DEFAULT_PERMISSIONS, type PermissionCode, type UserType } from '@portal/contract';

/**
 * The home dashboard's cards (spec §1, §2 Home) and who sees each. A card shows when the user holds
 * its permission (none: every signed-in user); REGISTER accounts see only the cards marked
 * `forRegister` (spec §1: the external information download card); `noVisitor` cards are personal.
 */
export const HOME_CARD_KEYS = ['vinQuery', 'modelSelection', 'swiper', 'manualSearch', 'announcements', 'favorites', 'download', 'account', 'contact'] as const;
export type HomeCardKey = (typeof HOME_CARD_KEYS)[number];

/** Where a card sits: the search row on top, the wide column, or the narrow column beside it. */
export type HomeCardArea = 'top' | 'main' | 'side';

export interface HomeCardRule {
  key: HomeCardKey;
  area: HomeCardArea;
  permission?: PermissionCode;
  forRegister?: boolean;
  noVisitor?: boolean;
}

/** In display order within each area. */
export const HOME_CARD_RULES: readonly HomeCardRule[] = [
  { key: 'vinQuery', area: 'top', permission: 'PER_VIN_SEARCH' },
  { key: 'modelSelection', area: 'top', permission: 'PER_MODEL_SEARCH' },
  { key: 'swiper', area: 'main' },
  { key: 'manualSearch', area: 'main' },
  { key: 'announcements', area: 'side', permission: 'PER_BULLETIN_VIEW' },
  { key: 'favorites', area: 'side', permission: 'PER_FAVORITE_VIEW', noVisitor: true },
  { key: 'download', area: 'side', permission: 'PER_DOWNLOAD_AREA_VIEW', forRegister: true },
  { key: 'account', area: 'side' },
  { key: 'contact', area: 'side' },
];

export interface DashboardUser {
  userType: UserType | string;
  isVisitor: boolean;
}

/** The cards this user sees, in order. */
export function visibleCards(user: DashboardUser, has: (code: PermissionCode) => boolean, rules: readonly HomeCardRule[] = HOME_CARD_RULES): HomeCardRule[] {
  const register = user.userType === 'REGISTER';
  return rules.filter((r) =>
    (register ? !!r.forRegister : true)
    && (!r.permission || has(r.permission))
    && !(r.noVisitor && user.isVisitor));
}

/** The cards of a user type's built-in role (docs and tests). */
export function defaultCardsOf(userType: UserType): HomeCardKey[] {
  const granted = new Set<PermissionCode>(DEFAULT_PERMISSIONS[userType]);
  return visibleCards({ userType, isVisitor: false }, (c) => granted.has(c)).map((r) => r.key);
}

/** The cards by area, so a page lays them out in columns. */
export function cardsByArea(cards: readonly HomeCardRule[]): Record<HomeCardArea, HomeCardKey[]> {
  const out: Record<HomeCardArea, HomeCardKey[]> = { top: [], main: [], side: [] };
  for (const c of cards) out[c.area].push(c.key);
  return out;
}
