import { defineEndpoints } from '../endpoint.js';
import { page } from '../envelope.js';
import { ZPerformancePage, ZPerformancePageRequest, ZPerformanceUser, ZPerformanceUsersQuery } from './schemas.js';

/** The content type of Prometheus' text exposition format. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * Performance monitoring (spec §7 performance; decision 042): the instances with their figures and
 * charts, the active users, and the Prometheus scrape.
 */
export const performanceEndpoints = defineEndpoints('performance', {
  page: { method: 'POST', path: '/rest/performance/page', access: 'PER_PERFORMANCE_MONITORING_VIEW', readOnly: true, summary: 'Server instances, reporting ones first, each with its newest figures and its charts over the last 1, 6 or 24 hours', body: ZPerformancePageRequest, response: ZPerformancePage },
  users: { method: 'GET', path: '/rest/performance/users', access: 'PER_PERFORMANCE_MONITORING_VIEW', summary: 'Users with a request in the last 15 minutes, most recent first, with the instance that saw them last', query: ZPerformanceUsersQuery, response: page(ZPerformanceUser) },
  // Not a /rest endpoint: Prometheus sends `Authorization: Bearer METRICS_TOKEN` instead of a login.
  metrics: {
    method: 'GET', path: '/metrics', access: 'public', licenceExempt: true, kind: 'download',
    summary: 'Prometheus metrics of this instance (process figures, request durations by route), with `Authorization: Bearer <METRICS_TOKEN>`; 404 while METRICS_TOKEN is unset',
    file: { type: PROMETHEUS_CONTENT_TYPE, description: 'Prometheus text exposition format' },
  },
});
