/* The inquiry module's public face: what other modules may use (decision 029). */
export { responsiblePersonRoutes } from './inquiry.responsible.routes.js';
export { responsiblePersons } from './inquiry.responsible.tables.js';
export { inquiryRoutes } from './inquiry.routes.js';
export { inquiryForms, inquiryReplies, inquiryStatusLogs } from './inquiry.tables.js';
