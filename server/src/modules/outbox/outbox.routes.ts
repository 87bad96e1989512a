import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { envelope, OUTBOX_HEADERS, page, ZEmptyEnvelope, ZIdParams, ZOutboxCallback, ZOutboxListQuery, ZOutboxMessageDetail, ZOutboxMessageRow } from '@portal/contract';
import { BizError } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { typed, type RoutesPlugin } from '../../platform/routes.js';
import * as outbox from './outbox.service.js';
import { startOutboxWorker } from './outbox.worker.js';

const tags = ['outbox'];
/** A status report is a few hundred bytes; more is not a report. */
const CALLBACK_BODY_MAX = 64 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received, for signature checks (callback route only). */
    rawBody?: string;
  }
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The handover to DMS/ERP (issue 11 §2): the delivery worker, the delivery log administrators
 * read (PER_LOG_MANAGEMENT_HANDOVER_VIEW) and replay (PER_LOG_MANAGEMENT_HANDOVER_REPLAY), and the
 * receivers' signed status callback.
 */
export const outboxRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const worker = startOutboxWorker({ db: ctx.db, listen: ctx.listen, config: ctx.config.outbox, log: app.log });
  app.addHook('onClose', () => worker.stop());

  r.get('/rest/outbox/messages', {
    config: { permission: 'PER_LOG_MANAGEMENT_HANDOVER_VIEW' },
    schema: { tags, summary: 'Handover messages, newest first, with their delivery state; filters topic, state, idempotency key', querystring: ZOutboxListQuery, response: { 200: envelope(page(ZOutboxMessageRow)) } },
  }, async (req) => ok(await outbox.findMessages(ctx, req.query)));

  r.get('/rest/outbox/messages/:id', {
    config: { permission: 'PER_LOG_MANAGEMENT_HANDOVER_VIEW' },
    schema: { tags, summary: 'One handover message with its payload, every delivery attempt (newest first) and the receivers\' status reports', params: ZIdParams, response: { 200: envelope(ZOutboxMessageDetail) } },
  }, async (req) => ok(await outbox.getMessage(ctx, req.params.id)));

  r.post('/rest/outbox/messages/:id/replay', {
    config: { permission: 'PER_LOG_MANAGEMENT_HANDOVER_REPLAY', objectRef: 'OutboxMessage' },
    schema: { tags, summary: 'Deliver a message again to every endpoint, now (same idempotency key)', params: ZIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await outbox.replayMessage(ctx, req.params.id);
    return ok(null);
  });

  // The callback needs the body exactly as signed: this scope keeps a copy of the bytes on their
  // way to the platform's JSON parser (which still applies its limits).
  app.register(async (scope) => {
    scope.addHook('preParsing', async (req, _reply, payload) => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload) {
        size += (chunk as Buffer).length;
        if (size > CALLBACK_BODY_MAX) throw new BizError('PARAMETER_FORMAT', { detail: 'body: too large' });
        chunks.push(chunk as Buffer);
      }
      const bytes = Buffer.concat(chunks);
      req.rawBody = bytes.toString('utf8');
      return Readable.from([bytes]);
    });
    typed(scope).post('/rest/outbox/callback', {
      // Signed with the shared secret instead of a login; receivers keep reporting on handed-over orders whatever the licence.
      config: { permission: 'public', licenceExempt: true, objectRef: 'OutboxMessage' },
      schema: {
        tags,
        summary: `The DMS reports a handed-over message's status (received, confirmed, shipped, cancelled), signed like a delivery: headers ${OUTBOX_HEADERS.signature} and ${OUTBOX_HEADERS.timestamp}`,
        body: ZOutboxCallback,
        response: { 200: ZEmptyEnvelope },
      },
    }, async (req) => {
      await outbox.receiveCallback(ctx, { signature: header(req, OUTBOX_HEADERS.signature), timestamp: header(req, OUTBOX_HEADERS.timestamp) }, req.rawBody ?? '', req.body);
      return ok(null);
    });
  });
};
