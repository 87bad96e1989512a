/* The manuals module's public face: what other modules may use (decision 029). */
export { getOpenableNode, getOpenableRoot, isReviewer, manualEntitlement, readableTypes } from './manuals.access.js';
export { textIn, topicWebUrl } from './manuals.presenters.js';
export { htmlToText, sanitizeTopicHtml } from './manuals.sanitize.js';
export { matchRanges, queryTerms, searchTokens, snippet, tokensToTsvector, tsqueryText } from './manuals.search.js';
export { publishedCaseCount, topicStar } from './manuals.service.js';
export { manualNodes, manualRoots, tsvector } from './manuals.tables.js';
export { type ManualInput, type ManualNodeInput, writeManual } from './manuals.write.js';
export { findTopicPrints } from './manuals.topic-logs.js';
