import { DMS_ORDER_STATUSES, ZOrderCallback, type OrderStatus } from '@portal/contract';
import { BizError } from '../../platform/errors.js';
import { onOutboxCallback, type OutboxStatusReport } from '../../platform/outbox.js';
import type { Tx } from '../../platform/db.js';
import { ORDER_TOPIC, recordDmsStatusIn } from './orders.service.js';

/**
 * Status reports the outbox's signed callback receives for the order topic, recorded in the order's
 * history in the transaction that records the report; idempotent by the report's eventId (default
 * `topic:status`). Unknown words and unknown orders are left to the outbox log.
 */
async function onOrderReport(tx: Tx, report: OutboxStatusReport): Promise<void> {
  const status = report.status.toUpperCase() as OrderStatus;
  if (!(DMS_ORDER_STATUSES as readonly string[]).includes(status)) return;
  const parsed = ZOrderCallback.safeParse({
    orderNo: report.key, status, eventId: String(report.body.eventId ?? `${report.topic}:${status}`),
    note: typeof report.body.note === 'string' ? report.body.note : '', at: typeof report.body.at === 'string' ? report.body.at : undefined,
  });
  if (!parsed.success) return;
  try {
    await recordDmsStatusIn(tx, new Date(), parsed.data);
  } catch (err) {
    if (!(err instanceof BizError && err.key === 'ORDER_NOT_FOUND')) throw err;
  }
}

/** Registers the order topic's handler with the outbox's signed callback (POST /rest/outbox/callback), the DMS's one way back. */
export function registerOrderReports(): void {
  onOutboxCallback(ORDER_TOPIC, onOrderReport);
}
