import { PROMETHEUS_CONTENT_TYPE, performanceEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as performance from './performance.service.js';
import { startSampler } from './performance.sampler.js';

/**
 * Performance monitoring (spec §7 performance; decision 042): this app's sampler, the screen's
 * instances and active users (PER_PERFORMANCE_MONITORING_VIEW), and the Prometheus scrape.
 */
export const performanceRoutes: RoutesPlugin = (app, ctx) => {
  const sampler = startSampler(ctx, app.log);
  app.addHook('onClose', () => sampler.stop());

  mount(app, E, {
    page: async (req) => ok(await performance.findInstances(ctx, req.body)),
    users: async (req) => {
      // the reader's own request is not answered yet: counted as seen now
      await sampler.flushUsers(userOf(req).id);
      return ok(await performance.findActiveUsers(ctx, req.query));
    },
    metrics: async (req, reply) => reply.type(PROMETHEUS_CONTENT_TYPE).send(await performance.scrapeMetrics(ctx, req.headers.authorization)),
  });
};
