import { Readable } from 'node:stream';
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { OUTBOX_HEADERS, outboxEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { BizError } from '../../platform/errors.js';
import { ok } from '../../platform/envelope.js';
import type { RoutesPlugin } from '../../platform/routes.js';
import * as outbox from './outbox.service.js';
import { startOutboxWorker } from './outbox.worker.js';

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
  const worker = startOutboxWorker({ db: ctx.db, listen: ctx.listen, config: ctx.config.outbox, log: app.log });
  app.addHook('onClose', () => worker.stop());

  // The callback needs the body exactly as signed: its route keeps a copy of the bytes on their
  // way to the platform's JSON parser (which still applies its limits).
  app.addHook('onRoute', (route) => {
    if (route.url === E.callback.path && route.method === E.callback.method) route.preParsing = keepRawBody;
  });

  mount(app, E, {
    messages: async (req) => ok(await outbox.findMessages(ctx, req.query)),
    message: async (req) => ok(await outbox.getMessage(ctx, req.params.id)),
    replay: async (req) => {
      await outbox.replayMessage(ctx, req.params.id);
      return ok(null);
    },
    callback: async (req) => {
      await outbox.receiveCallback(ctx, { signature: header(req, OUTBOX_HEADERS.signature), timestamp: header(req, OUTBOX_HEADERS.timestamp) }, req.rawBody ?? '', req.body);
      return ok(null);
    },
  });
};

/** The callback's body as received, kept for the signature check; more than a report is refused. */
const keepRawBody: preParsingAsyncHookHandler = async (req, _reply, payload) => {
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
};
