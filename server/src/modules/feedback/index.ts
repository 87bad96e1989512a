/* The feedback module's public face: what other modules may use (decision 029). */
export { feedbackRoutes } from './feedback.routes.js';
export { countWaiting, saveFeedback, vote } from './feedback.service.js';
export { feedbacks } from './feedback.tables.js';
