import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { OUTBOX_CALLBACK_BODY_MAX, OUTBOX_HEADERS, outboxEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { BizError } from '../../platform/errors.js';
import { ok } from '../../platform/envelope.js';
import type { RoutesPlugin } from '../../platform/routes.js';
import * as outbox from './outbox.service.js';
import { startOutboxWorker } from './outbox.worker.js';

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

/**
 * The callback's body as received, kept for the signature check. More than a report is refused
 * before it is read (a declared length) or as soon as it passes the cap (a chunked body), and the
 * connection is closed after the answer: the unread rest must not be taken for the next request.
 * The vip module's card webhook keeps its body the same way.
 */
export const keepRawBody: preParsingAsyncHookHandler = async (req, reply, payload) => {
  if (Number(req.headers['content-length']) > OUTBOX_CALLBACK_BODY_MAX) throw tooLarge(reply);
  const chunks: Buffer[] = [];
  let size = 0;
  // Not destroyed on the way out: a destroyed request loses its socket, and the answer its address.
  for await (const chunk of (payload as Readable).iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > OUTBOX_CALLBACK_BODY_MAX) throw tooLarge(reply);
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  req.rawBody = bytes.toString('utf8');
  return Readable.from([bytes]);
};

function tooLarge(reply: FastifyReply): BizError {
  reply.header('connection', 'close');
  return new BizError('PARAMETER_FORMAT', { detail: `body: larger than ${OUTBOX_CALLBACK_BODY_MAX} bytes` });
}
