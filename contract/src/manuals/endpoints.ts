import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { page } from '../envelope.js';
import { LIMITS } from '../limits.js';
import {
  ZEpcImage, ZEpcImageQuery, ZFunctionLink, ZFunctionLinksQuery, ZLabelHit, ZLabelSearchQuery, ZManualChildQuery, ZManualChildsQuery,
  ZManualExportRequest, ZManualImageParams, ZManualImportFailure, ZManualImportResult, ZManualListQuery, ZManualNode, ZManualReview,
  ZManualReviewQuery, ZManualReviewRequest, ZManualRoot, ZManualRootQuery, ZManualRootSearchQuery, ZManualTree, ZManualTreeQuery,
  ZPartTopic, ZPartTopicsQuery, ZStructTabConfig, ZTokenQuery, ZTopicDetail, ZTopicHtmlParams, ZTopicHtmlQuery, ZTopicIdParams,
  ZTopicLogEntry, ZTopicLogQuery, ZTopicSearchPage, ZTopicSearchRequest, ZTypedManualRootQuery, ZZoneKeyConfig,
} from './schemas.js';

/**
 * Manuals, topics and wiring diagrams (spec §7 "Manual trees" and the related log, import, export
 * and config calls; the topic favourites are the favourites table's). Browsing needs
 * PER_MANUAL_VIEW plus the manual type's permission (checked on the manual); review needs
 * PER_PENDING_REVIEW_MANUAL_VIEW and the transition's own code; import PER_DATA_MANAGEMENT_VIEW.
 * The typed manual paths (circuit, user, labour-time, sheet-metal) answer like /rest/manual/root
 * and /childs for one type.
 */
export const manualsEndpoints = defineEndpoints('manuals', {
  // ------------------------------------------------------------ manuals and trees
  roots: {
    method: 'GET', path: '/rest/manual/root', access: 'PER_MANUAL_VIEW',
    summary: 'Manuals for a configuration or VIN: every type the caller may read, or one `type`', query: ZManualRootQuery, response: z.array(ZManualRoot),
  },
  children: { method: 'GET', path: '/rest/manual/childs', access: 'PER_MANUAL_VIEW', summary: 'The top nodes of a manual, or the children of a chapter (parentId)', query: ZManualChildsQuery, response: z.array(ZManualNode) },
  tree: { method: 'GET', path: '/rest/manual/tree', access: 'PER_MANUAL_VIEW', summary: 'A manual with its whole tree of chapters, topics and diagrams', query: ZManualTreeQuery, response: ZManualTree },
  searchRoots: { method: 'GET', path: '/rest/manual/search/root', access: 'PER_MANUAL_VIEW', summary: 'Manuals whose name (any language) or code contains the key, paged', query: ZManualRootSearchQuery, response: page(ZManualRoot) },
  list: { method: 'GET', path: '/rest/manual/all', access: 'PER_MANUAL_VIEW', summary: 'Every manual the caller may see, paged; reviewers may ask for PENDING or INVALID', query: ZManualListQuery, response: page(ZManualRoot) },
  topic: { method: 'GET', path: '/rest/manual/child', access: 'PER_MANUAL_VIEW', summary: 'One topic, diagram or chapter for the viewer: breadcrumbs, previous/next, languages, labels, parts', query: ZManualChildQuery, response: ZTopicDetail },
  epcImages: { method: 'GET', path: '/rest/manual/searchEPCImage', access: 'PER_MANUAL_VIEW', summary: 'The catalogue drawings (EPC images) holding the parts a topic mentions, with their balloons', query: ZEpcImageQuery, response: z.array(ZEpcImage) },
  partService: { method: 'GET', path: '/rest/manual/part/service', access: 'PER_MANUAL_PART_SERVICE_MANUAL', summary: 'Service-manual topics mentioning a part (part detail tab)', query: ZPartTopicsQuery, response: z.array(ZPartTopic) },
  partCircuit: { method: 'GET', path: '/rest/manual/part/circuit', access: 'PER_MANUAL_PART_CIRCUIT_DIAGRAM', summary: 'Wiring diagrams mentioning a part (part detail tab)', query: ZPartTopicsQuery, response: z.array(ZPartTopic) },

  // ------------------------------------------------------------ typed manuals
  circuitRoots: { method: 'GET', path: '/rest/circuit-manual/root', access: 'PER_MANUAL_CIRCUIT_MANUAL', summary: 'CIRCUIT manuals for a configuration or VIN', query: ZTypedManualRootQuery, response: z.array(ZManualRoot) },
  circuitChildren: { method: 'GET', path: '/rest/circuit-manual/childs', access: 'PER_MANUAL_CIRCUIT_MANUAL', summary: 'Top nodes or a chapter\'s children of a CIRCUIT manual', query: ZManualChildsQuery, response: z.array(ZManualNode) },
  userRoots: { method: 'GET', path: '/rest/user-manual/root', access: 'PER_MANUAL_USER_MANUAL', summary: 'USER manuals for a configuration or VIN', query: ZTypedManualRootQuery, response: z.array(ZManualRoot) },
  userChildren: { method: 'GET', path: '/rest/user-manual/childs', access: 'PER_MANUAL_USER_MANUAL', summary: 'Top nodes or a chapter\'s children of a USER manual', query: ZManualChildsQuery, response: z.array(ZManualNode) },
  labourTimeRoots: { method: 'GET', path: '/rest/lt-manual/root', access: 'PER_MANUAL_PART_LABOR_TIME', summary: 'LABORTIME manuals for a configuration or VIN', query: ZTypedManualRootQuery, response: z.array(ZManualRoot) },
  labourTimeChildren: { method: 'GET', path: '/rest/lt-manual/childs', access: 'PER_MANUAL_PART_LABOR_TIME', summary: 'Top nodes or a chapter\'s children of a LABORTIME manual', query: ZManualChildsQuery, response: z.array(ZManualNode) },
  metalRoots: { method: 'GET', path: '/rest/metal-manual/root', access: 'PER_MANUAL_VIEW', summary: 'METAL manuals for a configuration or VIN', query: ZTypedManualRootQuery, response: z.array(ZManualRoot) },

  // ------------------------------------------------------------ wiring diagrams
  diagram: { method: 'GET', path: '/rest/circuit-manual/diagram/:id', access: 'PER_MANUAL_CIRCUIT_MANUAL', tokenInQuery: true, summary: 'A wiring diagram (SVG; labels carry data-kind and ids); usable as a link with ?ticket=', params: ZTopicIdParams, query: ZTokenQuery, kind: 'download', file: FILE_ANSWERS.svg },
  searchLabels: { method: 'GET', path: '/rest/circuit-manual/searchLabel', access: 'PER_MANUAL_CIRCUIT_MANUAL', summary: 'Diagram labels (connectors, components, wires and their colours) of a manual matching a key', query: ZLabelSearchQuery, response: z.array(ZLabelHit) },

  // ------------------------------------------------------------ documents and images
  topicHtml: {
    method: 'GET', path: '/rest/html/:id', access: 'PER_MANUAL_VIEW', tokenInQuery: true,
    summary: 'A topic as a whole HTML document (blob) in `lang` or the request\'s language; token header, or ?ticket= as a link', params: ZTopicHtmlParams, query: ZTopicHtmlQuery,
    kind: 'download', file: FILE_ANSWERS.html,
  },
  image: { method: 'GET', path: '/rest/html/image/:id', access: 'PER_MANUAL_VIEW', tokenInQuery: true, summary: 'An image of a topic; usable as <img src> with ?ticket=', params: ZManualImageParams, query: ZTokenQuery, kind: 'download', file: FILE_ANSWERS.image },

  // ------------------------------------------------------------ search
  searchTopics: { method: 'POST', path: '/rest/ElasticSearch/topic', access: 'PER_MANUAL_VIEW', readOnly: true, summary: 'Full-text search of topics in one language (default the request\'s), with highlighted snippets', body: ZTopicSearchRequest, response: ZTopicSearchPage },

  // ------------------------------------------------------------ logs
  logView: { method: 'GET', path: '/rest/base/log/recordByTopicId/:id', access: 'PER_MANUAL_VIEW', summary: 'Record that I opened a topic', params: ZTopicIdParams, query: ZTopicLogQuery, response: ZTopicLogEntry },
  logPrint: { method: 'GET', path: '/rest/base/log/printTopicLog/:id', access: 'PER_MANUAL_PRINT', summary: 'Record that I printed a topic', params: ZTopicIdParams, query: ZTopicLogQuery, response: ZTopicLogEntry },

  // ------------------------------------------------------------ review
  review: { method: 'GET', path: '/rest/topic/maintain', access: 'PER_PENDING_REVIEW_MANUAL_VIEW', summary: 'A manual\'s review record, the actions I may take, its other versions', query: ZManualReviewQuery, response: ZManualReview },
  decideReview: { method: 'POST', path: '/rest/topic/maintain', access: 'PER_PENDING_REVIEW_MANUAL_VIEW', objectRef: 'ManualRoot', summary: 'Review a manual: VALID (effective; needs _VALID) or INVALID (needs _INVALID)', body: ZManualReviewRequest, response: ZManualReview },

  // ------------------------------------------------------------ export and import
  exportFile: { method: 'POST', path: '/rest/export/manual', access: 'PER_MANUAL_VIEW', objectRef: 'ManualRoot', summary: 'A manual or subtree as an importable zip (PER_DATA_MANAGEMENT_VIEW) or one HTML document (PER_MANUAL_PRINT)', body: ZManualExportRequest, kind: 'download', file: { type: FILE_ANSWERS.binary.type, description: 'application/zip or text/html, with Content-Disposition' } },
  importZip: {
    method: 'POST', path: '/rest/import/manual', access: 'PER_DATA_MANAGEMENT_VIEW', objectRef: 'ManualRoot',
    summary: 'Import manuals: multipart `file`, a zip with manifest.json (docs/manuals-import.md); all or nothing, imported manuals wait for review',
    kind: 'upload', uploadLimits: { fileSize: LIMITS.manualImportMaxMb * 1024 * 1024, files: 1, fields: 5 },
    response: ZManualImportResult, refusal: ZManualImportFailure,
  },

  // ------------------------------------------------------------ struct view configuration
  functionLinks: { method: 'GET', path: '/rest/base/function/links', access: 'PER_MANUAL_VIEW', summary: 'The struct view\'s action buttons for a manual or configuration (spare parts, service, circuit diagram, case library, part labour time)', query: ZFunctionLinksQuery, response: z.array(ZFunctionLink) },
  structTabs: { method: 'GET', path: '/rest/config/structTab', access: 'PER_MANUAL_VIEW', summary: 'The struct view\'s panes per root object type and the part detail\'s tabs, with what I may open', response: ZStructTabConfig },
  zoneKeys: { method: 'GET', path: '/rest/config/zoneKey', access: 'PER_MANUAL_VIEW', summary: 'What the struct view\'s search box searches per root object type', response: ZZoneKeyConfig },
});
