import type { FastifyRequest } from 'fastify';
import { VIP_WEBHOOK_HEADERS, vipEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { startPeriodic } from '../../platform/periodic.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { catalogueEntitlement } from '../catalogue/index.js';
import { labourEntitlement } from '../labour-times/index.js';
import { manualEntitlement } from '../manuals/index.js';
import { keepRawBody } from '../outbox/index.js';
import * as vip from './vip.service.js';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Paid (VIP) access (issue 24 §4, decision 043): packages (PER_VIP_VIEW, PER_VIP_MANAGE), buying
 * (PER_VIP_BUY), the card provider's signed webhook, the gates of manuals, the parts catalogue and
 * labour times, and the expiry clock.
 */
export const vipRoutes: RoutesPlugin = (app, ctx) => {
  manualEntitlement.fill(vip.manualGate);
  catalogueEntitlement.fill(vip.catalogueGate);
  labourEntitlement.fill(vip.scopeGate('LABOUR_TIMES'));
  const stopClock = startPeriodic(() => vip.tickVip(ctx), app.log, ctx.config.sweepIntervalMs, 'paid access: expiries and reminders', { atStart: true });
  app.addHook('onClose', () => stopClock());
  // The webhook's signature covers the body exactly as sent.
  app.addHook('onRoute', (route) => {
    if (route.url === E.webhook.path && route.method === E.webhook.method) route.preParsing = keepRawBody;
  });

  mount(app, E, {
    create: async (req) => ok(await vip.createPackage(ctx, req.body, req.lang)),
    update: async (req) => ok(await vip.updatePackage(ctx, req.params.id, req.body, req.lang)),
    page: async (req) => ok(await vip.pagePackages(ctx, req.query, req.lang, false)),
    offers: async (req) => ok(await vip.pagePackages(ctx, req.query, req.lang, true)),
    buy: async (req) => ok(await vip.buy(ctx, userOf(req), req.body, req.lang)),
    buys: async (req) => ok(await vip.myBuys(ctx, userOf(req), req.query, req.lang)),
    cancel: async (req) => ok(await vip.cancel(ctx, userOf(req), req.params.id, req.lang)),
    vipUser: async (req) => ok(await vip.vipUser(ctx, userOf(req), req.lang)),
    pageBuys: async (req) => ok(await vip.pageBuys(ctx, userOf(req), req.query, req.lang)),
    decide: async (req) => ok(await vip.decide(ctx, userOf(req), req.params.id, req.body, req.lang)),
    webhook: async (req) => {
      await vip.receiveWebhook(ctx, { signature: header(req, VIP_WEBHOOK_HEADERS.signature), timestamp: header(req, VIP_WEBHOOK_HEADERS.timestamp) }, req.rawBody ?? '', req.body);
      return ok(null);
    },
  });
};
