/* The cases module's public face: what other modules may use (decision 029). */
export { draftFromInquiry, insertCase } from './cases.service.js';
export { technicalCases } from './cases.tables.js';
