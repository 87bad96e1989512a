import { z } from 'zod';
import { DMS_ORDER_STATUSES, envelope, jsonNestingDepth, LIMITS, ZOrderCallback, ZOrderStatus, type OrderStatus } from '@portal/contract';
import { BizError } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { onOutboxCallback, verifySignature, type OutboxStatusReport } from '../../platform/outbox.js';
import { typed, type RoutesPlugin } from '../../platform/routes.js';
import type { Tx } from '../../platform/db.js';
import { ORDER_TOPIC, recordDmsStatus, recordDmsStatusIn } from './orders.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it came, for signature checks (the callback's scope only). */
    rawBody?: string;
  }
}


const ZCallbackAnswer = z.object({ orderNo: z.string(), status: ZOrderStatus, recorded: z.boolean().describe('False: this event id was recorded before, nothing changed') });
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Status reports the outbox's own callback receives for the order topic: recorded like ours, in
 * the transaction that records the report. Unknown words and unknown orders are left to the outbox log.
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

/**
 * The DMS reports an order's status (received, confirmed, shipped, cancelled): a public route,
 * signed with the shared secret (ORDER_CALLBACK_SECRET): `x-timestamp` (Unix seconds) and
 * `x-signature` = hex HMAC-SHA256 of `${timestamp}.${raw body}`. Anything else is refused
 * (ORDER_CALLBACK_REFUSED, HTTP 401); a repeated event id changes nothing (idempotent).
 */
export const orderCallbackRoutes: RoutesPlugin = (app, ctx) => {
  onOutboxCallback(ORDER_TOPIC, onOrderReport);
  app.register(async (scope) => {
    // The signature is over the bytes as sent: keep them beside the parsed body in this scope.
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const text = body as string;
      if (jsonNestingDepth(text, LIMITS.jsonDepthMax) > LIMITS.jsonDepthMax) {
        return done(new BizError('PARAMETER_FORMAT', { detail: `body: nested deeper than ${LIMITS.jsonDepthMax} levels` }), undefined);
      }
      req.rawBody = text;
      return parseJson(req, text, done);
    });
    typed(scope).post('/rest/order/callback', {
      config: { permission: 'public', objectRef: 'Order' },
      schema: {
        tags: ['orders'],
        summary: 'The DMS reports an order\'s status; signed (x-timestamp, x-signature: HMAC-SHA256 of "timestamp.body"), idempotent by eventId',
        body: ZOrderCallback, response: { 200: envelope(ZCallbackAnswer) },
      },
    }, async (req) => {
      const signed = verifySignature(ctx.config.orderCallbackSecret ?? '', {
        signature: header(req.headers['x-signature']), timestamp: header(req.headers['x-timestamp']),
      }, req.rawBody ?? '', ctx.now());
      if (!signed) throw new BizError('ORDER_CALLBACK_REFUSED');
      return ok(await recordDmsStatus(ctx, req.body));
    });
  });
};
