/* The feedback module's public face: what other modules may use (decision 029). */
export { countWaiting, saveFeedback, vote } from './feedback.service.js';
export { feedbacks } from './feedback.tables.js';
