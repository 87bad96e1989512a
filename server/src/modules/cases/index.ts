/* The cases module's public face: what other modules may use (decision 029). */
export { draftFromInquiry, insertCase } from './cases.service.js';
export { technicalCases } from './cases.tables.js';
export { MIN_RELEVANCE, relevance, type WeightedTerm } from './cases.relevance.js';
export { loadFaultCatalogue, weighedTerms, weightedFields } from './cases.suggestions.js';
