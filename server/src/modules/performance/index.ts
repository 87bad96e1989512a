/* The performance module's public face (decision 029): its routes, mounted by the app. */
export { performanceRoutes } from './performance.routes.js';
export type { Sampler } from './performance.sampler.js';
