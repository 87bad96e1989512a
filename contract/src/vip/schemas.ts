import { z } from 'zod';
import { ZId, ZPageQuery } from '../envelope.js';

/*
 * Paid (VIP) access (spec row 26 "payment management and authorization", §7 /rest/vip/*; issue 24
 * point 4; docs/decisions/043-vip-access.md): packages that open a project's content for a period,
 * the purchases (buys) of registered users, and what a purchase entitles its buyer to.
 */

/** What a package opens: one model's manuals, one series' catalogue, or labour times of a node. */
export const VIP_SCOPES = ['MODEL_MANUALS', 'SERIES_CATALOGUE', 'LABOUR_TIMES'] as const;
export type TVipScope = (typeof VIP_SCOPES)[number];
export const ZVipScope = z.enum(VIP_SCOPES);

/** The catalogue level a scope's target code must be at (0 line, 1 series, 2 model; null: any). */
export const VIP_SCOPE_LEVEL: Record<TVipScope, number | null> = { MODEL_MANUALS: 2, SERIES_CATALOGUE: 1, LABOUR_TIMES: null };

/** How long a purchase entitles its buyer, counted from its approval or payment. */
export const VIP_PERIODS = ['DAY', 'MONTH', 'YEAR'] as const;
export type TVipPeriod = (typeof VIP_PERIODS)[number];
export const ZVipPeriod = z.enum(VIP_PERIODS);

/** Invoice (an administrator approves the bank transfer) or card (the provider's signed webhook). */
export const VIP_PAYMENT_METHODS = ['INVOICE', 'CARD'] as const;
export type TVipPaymentMethod = (typeof VIP_PAYMENT_METHODS)[number];
export const ZVipPaymentMethod = z.enum(VIP_PAYMENT_METHODS);

/** A purchase's status (server/src/modules/vip/vip.workflow.ts moves it). */
export const VIP_BUY_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;
export type TVipBuyStatus = (typeof VIP_BUY_STATUSES)[number];
export const ZVipBuyStatus = z.enum(VIP_BUY_STATUSES);

export const VIP_BUY_ACTIONS = ['buy', 'approve', 'reject', 'cancel', 'pay', 'expire'] as const;
export type TVipBuyAction = (typeof VIP_BUY_ACTIONS)[number];

/** User types that read gated content only with an entitlement (self-registered accounts). */
export const VIP_GATED_USER_TYPES: readonly string[] = ['REGISTER'];

/** An entitlement this close to its end shows the portal's banner and sends the reminder mail. */
export const VIP_REMINDER_HOURS: Record<TVipPeriod, number> = { DAY: 6, MONTH: 72, YEAR: 72 };

export const VIP_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  codeMax: 64,
  /** Price in the currency's minor units would hide the decimal point from the screen: a decimal string. */
  priceMax: 1_000_000,
  noteMax: 500,
} as const;

/** The card provider's webhook headers; signed like the DMS callback (decision 033). */
export const VIP_WEBHOOK_HEADERS = { signature: 'x-vip-signature', timestamp: 'x-vip-timestamp' } as const;

/** A package (spec "payment item"). */
export const ZVipPackage = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  scope: ZVipScope,
  /** The catalogue code of the model, series or node the package opens. */
  targetCode: z.string(),
  /** The target's name in the caller's language. */
  targetName: z.string(),
  period: ZVipPeriod,
  /** A decimal with two places, e.g. "19.90". */
  price: z.string(),
  currency: z.string(),
  enabled: z.boolean(),
  createTime: z.string(),
});
export type TVipPackage = z.infer<typeof ZVipPackage>;

const price = z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, 'a price such as 19.90')
  .refine((v) => Number(v) <= VIP_LIMITS.priceMax, `at most ${VIP_LIMITS.priceMax}`);

/** POST /rest/vip/create. */
export const ZVipPackageRequest = z.object({
  name: z.string().trim().min(1).max(VIP_LIMITS.nameMax),
  description: z.string().trim().max(VIP_LIMITS.descriptionMax).default(''),
  scope: ZVipScope,
  targetCode: z.string().trim().min(1).max(VIP_LIMITS.codeMax),
  period: ZVipPeriod,
  price,
  currency: z.string().trim().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as EUR'),
  enabled: z.boolean().default(true),
});
export type TVipPackageRequest = z.infer<typeof ZVipPackageRequest>;

/** POST /rest/vip/updateVip/{id}: the fields to change. */
export const ZVipPackageUpdate = ZVipPackageRequest.partial().extend({
  description: z.string().trim().max(VIP_LIMITS.descriptionMax).optional(),
  enabled: z.boolean().optional(),
});
export type TVipPackageUpdate = z.infer<typeof ZVipPackageUpdate>;

/** GET /rest/vip/pageVip. */
export const ZVipPackageQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(VIP_LIMITS.nameMax).optional(),
  scope: ZVipScope.optional(),
});
export type TVipPackageQuery = z.infer<typeof ZVipPackageQuery>;

/** A purchase (spec "paying user entry"). */
export const ZVipBuy = z.object({
  id: ZId,
  /** The serial number shown on the invoice. */
  serial: z.string(),
  userId: ZId,
  username: z.string(),
  userName: z.string(),
  userType: z.string(),
  package: ZVipPackage,
  method: ZVipPaymentMethod,
  status: ZVipBuyStatus,
  price: z.string(),
  currency: z.string(),
  createTime: z.string(),
  /** When it was approved or paid: the entitlement's start. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Whole days left of an active entitlement (0 on its last day); null otherwise. */
  remainingDays: z.number().int().nullable(),
  note: z.string(),
  /** What the caller may do with it now (the workflow's answer). */
  actions: z.array(z.enum(VIP_BUY_ACTIONS)),
});
export type TVipBuy = z.infer<typeof ZVipBuy>;

/** POST /rest/vip/buyVip. */
export const ZVipBuyRequest = z.object({ vipId: ZId, method: ZVipPaymentMethod });
export type TVipBuyRequest = z.infer<typeof ZVipBuyRequest>;

/** GET /rest/vip/buys (mine) and /rest/vip/pageBuys (all, administrators). */
export const ZVipBuyQuery = ZPageQuery.extend({
  status: ZVipBuyStatus.optional(),
  /** Username, name or serial (administrators' list). */
  keyword: z.string().trim().max(VIP_LIMITS.nameMax).optional(),
});
export type TVipBuyQuery = z.infer<typeof ZVipBuyQuery>;

/** POST /rest/vip/decide/{id}: an administrator approves or rejects an invoice purchase. */
export const ZVipDecision = z.object({
  action: z.enum(['approve', 'reject']),
  note: z.string().trim().max(VIP_LIMITS.noteMax).default(''),
});
export type TVipDecision = z.infer<typeof ZVipDecision>;

/** An entitlement: an active purchase seen from its buyer. */
export const ZVipEntitlement = z.object({
  buyId: ZId,
  packageName: z.string(),
  scope: ZVipScope,
  targetCode: z.string(),
  targetName: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  remainingDays: z.number().int(),
  /** Within VIP_REMINDER_HOURS of its end: the portal shows the banner. */
  endingSoon: z.boolean(),
});
export type TVipEntitlement = z.infer<typeof ZVipEntitlement>;

/** GET /rest/vip/vipUser: the caller's entitlements now. */
export const ZVipUser = z.object({
  /** Whether the caller's user type needs an entitlement to read gated content. */
  gated: z.boolean(),
  entitlements: z.array(ZVipEntitlement),
});
export type TVipUser = z.infer<typeof ZVipUser>;

/** The card provider's report (POST /rest/vip/webhook), signed over the raw body. */
export const ZVipWebhook = z.object({
  /** The provider's event id: one payment is applied once. */
  eventId: z.string().trim().min(1).max(100),
  buyId: ZId,
  status: z.enum(['paid', 'failed']),
  amount: z.string().trim().max(20),
  currency: z.string().trim().max(3),
});
export type TVipWebhook = z.infer<typeof ZVipWebhook>;

