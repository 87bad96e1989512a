/* The inquiry module's public face: what other modules may use (decision 029). */
export { responsiblePersons } from './inquiry.responsible-persons.tables.js';
export { inquiryForms, inquiryReplies, inquiryStatusLogs } from './inquiry.tables.js';
