import type { TInquiryStatus } from '@portal/contract';

/** Statuses in which an inquiry is still being worked on: a second one for the same VIN is likely a duplicate. */
export const INQUIRY_VIN_OPEN_STATUSES: readonly TInquiryStatus[] = ['PENDING', 'PROCESSING', 'SUSPENDED'];

/** Tag colour per status: waiting amber, in work blue, paused purple, done green, stopped grey or red. */
export const STATUS_COLORS: Record<TInquiryStatus, string> = {
  DRAFT: 'default',
  PENDING: 'gold',
  PROCESSING: 'processing',
  SUSPENDED: 'purple',
  SOLVED: 'success',
  CLOSED: 'green',
  REJECTED: 'volcano',
  REVOKED: 'default',
  INVALID: 'red',
};

/** Tag colour per urgency code of DIC_INQUIRYFORM_URGENT_TYPE. */
export const URGENCY_COLORS: Record<string, string> = { NORMAL: 'default', URGENT: 'orange', VERY_URGENT: 'red' };
