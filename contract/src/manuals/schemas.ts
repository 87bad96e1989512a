import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages.js';
import { wholeNumber } from '../envelope.js';
import { LIMITS } from '../limits.js';
import type { PermissionCode } from '../permissions.js';
import { ZCatalogueCode, ZCatelogModel, ZSearchKey, ZVinCode } from '../catalogue/schemas.js';

/*
 * Manuals, wiring diagrams and their topics (spec §1, §2 Manual and part screens, §4 Manual / data
 * states, §7 "Manual trees", §8 messages).
 *
 * Conventions shared by every call below:
 * - a manual is a *root* of one type (service, circuit, user, sheet-metal, labour-time) for a line,
 *   series or model (code0/code1/code2 as in the catalogue; '' = open), in one version;
 * - under a root hangs an ordered tree of *nodes*: chapters, topics (HTML) and diagrams (SVG);
 * - titles exist per language (falling back to en-US, then any); topic bodies may exist in fewer
 *   languages and fall back the same way;
 * - only EFFECTIVE manuals reach users without PER_PENDING_REVIEW_MANUAL_VIEW; a manual the caller
 *   may not see answers like a missing one (MANUAL_NOT_FOUND / TOPIC_NOT_FOUND, HTTP 200);
 * - reading a type of manual also needs its permission (MANUAL_TYPE_PERMISSION).
 */

// ---------------------------------------------------------------- enums and rules

/** Manual types of spec §1. */
export const MANUAL_TYPES = ['SERVICE', 'CIRCUIT', 'USER', 'METAL', 'LABORTIME'] as const;
export type ManualType = (typeof MANUAL_TYPES)[number];
export const ZManualType = z.enum(MANUAL_TYPES);

/** The object type of each manual root (spec §9 names ServiceManualRoot and CircuitManualRoot). */
export const MANUAL_OBJECT_TYPES: Record<ManualType, string> = {
  SERVICE: 'ServiceManualRoot',
  CIRCUIT: 'CircuitManualRoot',
  USER: 'UserManualRoot',
  METAL: 'MetalManualRoot',
  LABORTIME: 'LabourTimeManualRoot',
};

/** What a caller needs, beside PER_MANUAL_VIEW, to read a manual of a type. */
export const MANUAL_TYPE_PERMISSION: Record<ManualType, PermissionCode> = {
  SERVICE: 'PER_MANUAL_SERVICE_MANUAL',
  CIRCUIT: 'PER_MANUAL_CIRCUIT_MANUAL',
  USER: 'PER_MANUAL_USER_MANUAL',
  METAL: 'PER_MANUAL_VIEW',
  LABORTIME: 'PER_MANUAL_PART_LABOR_TIME',
};

/** Review states of spec §4 (Manual / data): pending review, effective, invalid. */
export const MANUAL_STATUSES = ['PENDING', 'EFFECTIVE', 'INVALID'] as const;
export type ManualStatus = (typeof MANUAL_STATUSES)[number];
export const ZManualStatus = z.enum(MANUAL_STATUSES);

/**
 * What a reviewer does to a manual version: make it effective or invalid. Which status allows
 * which, and who may, is the server's review workflow (manuals.workflow.ts); lists and the review
 * record answer the `actions` the caller may take.
 */
export const MANUAL_REVIEW_ACTIONS = ['VALID', 'INVALID'] as const;
export type ManualReviewAction = (typeof MANUAL_REVIEW_ACTIONS)[number];
export const ZManualReviewAction = z.enum(MANUAL_REVIEW_ACTIONS);

/** CHAPTER groups nodes; TOPIC is an HTML page; DIAGRAM is a wiring diagram (SVG with labels). */
export const MANUAL_NODE_KINDS = ['CHAPTER', 'TOPIC', 'DIAGRAM'] as const;
export type ManualNodeKind = (typeof MANUAL_NODE_KINDS)[number];
export const ZManualNodeKind = z.enum(MANUAL_NODE_KINDS);

/**
 * What a label on a wiring diagram names. The SVG declares it with `data-kind` on a `<text>` (or a
 * group around it); the same words as the web's circuit viewer.
 */
export const DIAGRAM_LABEL_KINDS = ['connector', 'component', 'wire', 'pin', 'fuse', 'ground', 'label'] as const;
export type DiagramLabelKind = (typeof DIAGRAM_LABEL_KINDS)[number];
export const ZDiagramLabelKind = z.enum(DIAGRAM_LABEL_KINDS);

export const ZLanguage = z.enum(LANGUAGES);

// ---------------------------------------------------------------- small shared shapes

const ZPage = {
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, LIMITS.manualPageSizeMax).default(LIMITS.tablePageSizeDefault),
};

/** A configuration filter: line, series, model codes or a VIN (which stands for its model). */
export const ZManualScope = z.object({
  code0: ZCatalogueCode.optional().describe('Production line'),
  code1: ZCatalogueCode.optional().describe('Car series'),
  code2: ZCatalogueCode.optional().describe('Model'),
  vinCode: ZVinCode.optional().describe('Stands for the vehicle\'s line, series and model (needs PER_VIN_VIEW)'),
});
export type TManualScope = z.infer<typeof ZManualScope>;

/** A manual root as lists show it. */
export const ZManualRoot = z.object({
  id: z.string().uuid(),
  /** Stable across versions: the same manual in a later version keeps its code. */
  code: z.string(),
  name: z.string().describe('In the request\'s language'),
  type: ZManualType,
  /** ServiceManualRoot, CircuitManualRoot, … (MANUAL_OBJECT_TYPES). */
  objectType: z.string(),
  version: z.string(),
  status: ZManualStatus,
  catelogModel: ZCatelogModel,
  /** `code0=… AND code1=… AND code2=…`, only the codes that are set (spec §3 Manual module). */
  applic: z.string(),
  /** Languages with topic bodies. Titles exist in all six. */
  languages: z.array(ZLanguage),
  topicCount: z.number().int(),
  /** When the version was written (imported or seeded), ISO. */
  createTime: z.string(),
  importedBy: z.string().nullable().describe('User name of the importer; null for seeded manuals'),
  reviewedBy: z.string().nullable(),
  reviewTime: z.string().nullable(),
  /** Review actions the caller may take on this version now, from the review workflow. */
  actions: z.array(ZManualReviewAction),
});
export type TManualRoot = z.infer<typeof ZManualRoot>;

/** A node of a manual's tree. */
export interface TManualNode {
  id: string;
  rootId: string;
  parentId: string | null;
  kind: ManualNodeKind;
  code: string;
  /** In the request's language. */
  title: string;
  /** Position in reading order within the manual (pre-order), for previous/next. */
  seq: number;
  isLeaf: boolean;
  children?: TManualNode[];
}
export const ZManualNode: z.ZodType<TManualNode> = z.object({
  id: z.string().uuid(),
  rootId: z.string().uuid(),
  parentId: z.string().uuid().nullable(),
  kind: ZManualNodeKind,
  code: z.string(),
  title: z.string(),
  seq: z.number().int(),
  isLeaf: z.boolean(),
  get children() {
    return z.array(ZManualNode).optional();
  },
}).meta({ id: 'ManualTreeNode' });

/** A node referred to in breadcrumbs and previous/next. */
export const ZManualNodeRef = z.object({
  id: z.string().uuid(),
  kind: ZManualNodeKind,
  code: z.string(),
  title: z.string(),
});
export type TManualNodeRef = z.infer<typeof ZManualNodeRef>;

/** A label on a wiring diagram: `elementId` is the id of its element in the SVG, for highlighting. */
export const ZDiagramLabel = z.object({
  kind: ZDiagramLabelKind,
  text: z.string(),
  /** Wire colour code as printed on the diagram (e.g. `RD/BK`); '' when none. */
  color: z.string(),
  elementId: z.string(),
});
export type TDiagramLabel = z.infer<typeof ZDiagramLabel>;

/** A part a topic or diagram mentions (part detail's service-manual and circuit tabs). */
export const ZTopicPart = z.object({
  partCode: z.string(),
  /** The catalogue's part, when it exists there. */
  partId: z.string().uuid().nullable(),
  partName: z.string().nullable(),
});

// ---------------------------------------------------------------- roots and trees

/** GET /rest/manual/root: manuals for a configuration; every type the caller may read unless `type`. */
export const ZManualRootQuery = ZManualScope.extend({
  type: ZManualType.optional(),
  /** Reviewers only (PER_PENDING_REVIEW_MANUAL_VIEW); others always get EFFECTIVE. */
  status: ZManualStatus.optional(),
});
export type TManualRootQuery = z.infer<typeof ZManualRootQuery>;
/** GET /rest/circuit-manual/root, /user-manual/root, /lt-manual/root, /metal-manual/root: the type is the path's. */
export const ZTypedManualRootQuery = ZManualScope.extend({ status: ZManualStatus.optional() });

/** GET …/childs: the top nodes of a manual (no parentId) or the children of a chapter. */
export const ZManualChildsQuery = z.object({
  rootId: z.string().uuid(),
  parentId: z.string().uuid().optional(),
});
export type TManualChildsQuery = z.infer<typeof ZManualChildsQuery>;

/** GET /rest/manual/tree?rootId: the whole tree. */
export const ZManualTreeQuery = z.object({ rootId: z.string().uuid() });
export const ZManualTree = z.object({ root: ZManualRoot, nodes: z.array(ZManualNode) });
export type TManualTree = z.infer<typeof ZManualTree>;

/** GET /rest/manual/search/root: manuals whose name or code contains the key. */
export const ZManualRootSearchQuery = ZManualScope.extend({
  key: ZSearchKey,
  type: ZManualType.optional(),
  ...ZPage,
});

/** GET /rest/manual/all: every manual the caller may see, paged (manualSearchList, pending review list). */
export const ZManualListQuery = ZManualScope.extend({
  type: ZManualType.optional(),
  status: ZManualStatus.optional().describe('Reviewers only; others always get EFFECTIVE'),
  key: z.string().trim().max(LIMITS.searchKeyMax).optional().describe('Name or code contains'),
  ...ZPage,
});
export type TManualListQuery = z.infer<typeof ZManualListQuery>;

// ---------------------------------------------------------------- topics

/** GET /rest/manual/child?id: one node for the topic viewer. */
export const ZManualChildQuery = z.object({
  id: z.string().uuid(),
  lang: ZLanguage.optional().describe('Body language; default the request\'s'),
});
export const ZTopicDetail = z.object({
  node: ZManualNodeRef,
  root: ZManualRoot,
  /** From the top chapter down to the node's parent. */
  breadcrumbs: z.array(ZManualNodeRef),
  /** Previous and next topic or diagram in reading order; null at either end. */
  prev: ZManualNodeRef.nullable(),
  next: ZManualNodeRef.nullable(),
  /** The language of the body served (the asked one, else en-US, else the first there is); null for a chapter. */
  lang: ZLanguage.nullable(),
  /** Languages with a body for this node. */
  languages: z.array(ZLanguage),
  /** GET this with `?ticket=&lang=` (a link ticket) in an iframe: the whole HTML document (topics and diagrams). */
  htmlUrl: z.string(),
  /** Diagrams: GET this (header token, or `?ticket=`) for the SVG; null otherwise. */
  svgUrl: z.string().nullable(),
  /** Diagrams: their labels in document order; empty otherwise. */
  labels: z.array(ZDiagramLabel),
  parts: z.array(ZTopicPart),
  /** The caller's favourite of this topic, null when none. */
  favoriteId: z.string().uuid().nullable(),
});
export type TTopicDetail = z.infer<typeof ZTopicDetail>;

/** GET /rest/html/{id}?token&lang: the topic as a whole HTML document (print stylesheet and watermark inside). */
export const ZTopicHtmlParams = z.object({ id: z.string().uuid() });
export const ZTopicHtmlQuery = z.object({
  /** Only for links that cannot send the header (iframe src): a link ticket for this path. */
  ticket: z.string().max(200).optional(),
  lang: ZLanguage.optional(),
});
export const ZManualImageParams = z.object({ id: z.string().uuid() });
/** Links that cannot send the header: a link ticket for the path (POST /rest/base/auth/tickets). */
export const ZTokenQuery = z.object({ ticket: z.string().max(200).optional() });

/** GET /rest/circuit-manual/searchLabel: diagram labels (wire colours, connectors, components) in a manual. */
export const ZLabelSearchQuery = z.object({
  rootId: z.string().uuid(),
  key: ZSearchKey,
});
export const ZLabelHit = ZDiagramLabel.extend({
  diagramId: z.string().uuid(),
  diagramTitle: z.string(),
});
export type TLabelHit = z.infer<typeof ZLabelHit>;

/** GET /rest/manual/searchEPCImage?topicId: the catalogue drawings (EPC images) holding the parts a topic mentions. */
export const ZEpcImageQuery = z.object({ topicId: z.string().uuid() });
export const ZEpcImage = z.object({
  partCode: z.string(),
  partId: z.string().uuid(),
  partName: z.string(),
  partlists: z.array(z.object({
    id: z.string().uuid(),
    code: z.string(),
    name: z.string(),
    /** The catalogue's drawing: GET with the token header or `?ticket=`. */
    drawingUrl: z.string(),
    /** Balloons of the part on the drawing. */
    ballNumbers: z.array(z.number().int()),
  })),
});
export type TEpcImage = z.infer<typeof ZEpcImage>;

/** GET /rest/manual/part/service?partId and /part/circuit?partId: the topics or diagrams mentioning a part. */
export const ZPartTopicsQuery = z.object({ partId: z.string().uuid() });
export const ZPartTopic = z.object({
  topicId: z.string().uuid(),
  kind: ZManualNodeKind,
  title: z.string(),
  rootId: z.string().uuid(),
  rootName: z.string(),
  version: z.string(),
  /** Chapter titles from the top down. */
  path: z.array(z.string()),
});
export type TPartTopic = z.infer<typeof ZPartTopic>;

// ---------------------------------------------------------------- full-text search

/** POST /rest/ElasticSearch/topic. */
export const ZTopicSearchRequest = ZManualScope.extend({
  key: ZSearchKey,
  /** The language searched; default the request's. */
  lang: ZLanguage.optional(),
  rootId: z.string().uuid().optional().describe('Only this manual'),
  type: ZManualType.optional(),
  page: ZPage.page,
  pageSize: wholeNumber(1, LIMITS.manualSearchPageSizeMax).default(LIMITS.tablePageSizeDefault),
});
export type TTopicSearchRequest = z.infer<typeof ZTopicSearchRequest>;
export const ZTopicSearchHit = z.object({
  topicId: z.string().uuid(),
  kind: ZManualNodeKind,
  rootId: z.string().uuid(),
  rootName: z.string(),
  type: ZManualType,
  lang: ZLanguage,
  title: z.string(),
  /** The title, HTML-escaped, matches wrapped in `<mark>`: safe to set as innerHTML. */
  titleHighlight: z.string(),
  /** A passage of the body, HTML-escaped, matches wrapped in `<mark>`; '' when the body has none. */
  snippet: z.string(),
  /** Chapter titles from the top down. */
  path: z.array(z.string()),
});
export type TTopicSearchHit = z.infer<typeof ZTopicSearchHit>;
/** A page of topic hits. */
export const ZTopicSearchPage = z.object({
  contents: z.array(ZTopicSearchHit),
  /** How many topics match, counted up to LIMITS.topicSearchCountCap. */
  count: z.number().int().nonnegative(),
  /** True when more topics match than `count` says (the count stopped at the cap). */
  countCapped: z.boolean(),
});
export type TTopicSearchPage = z.infer<typeof ZTopicSearchPage>;

// ---------------------------------------------------------------- favourites and logs

/** A favourite topic (spec §3 Favorite, objectRef `ManualTopic`). */
export const ZTopicFavorite = z.object({
  id: z.string().uuid(),
  topicId: z.string().uuid(),
  rootId: z.string().uuid(),
  objectName: z.string(),
  objectCode: z.string(),
  objectRef: z.literal('ManualTopic'),
  /** The web route that opens the topic. */
  url: z.string(),
  createTime: z.string(),
});
export type TTopicFavorite = z.infer<typeof ZTopicFavorite>;
/** POST /rest/topic/favorite. */
export const ZTopicFavoriteRequest = z.object({ topicId: z.string().uuid() });
export const ZTopicIdParams = z.object({ id: z.string().uuid() });
export const ZTopicFavoriteListQuery = z.object({ ...ZPage });

export const TOPIC_LOG_ACTIONS = ['VIEW', 'PRINT'] as const;
/** A view or print of a topic (GET /rest/base/log/recordByTopicId/{id}, /printTopicLog/{id}). */
export const ZTopicLogEntry = z.object({
  id: z.string().uuid(),
  topicId: z.string().uuid(),
  action: z.enum(TOPIC_LOG_ACTIONS),
  lang: ZLanguage,
  operator: z.string(),
  createTime: z.string(),
  /** How often the caller has done this action on this topic, this one included. */
  count: z.number().int(),
});
export type TTopicLogEntry = z.infer<typeof ZTopicLogEntry>;
export const ZTopicLogQuery = z.object({ lang: ZLanguage.optional() });

// ---------------------------------------------------------------- review

/** GET /rest/topic/maintain?rootId: a manual's review record and what the caller may do next. */
export const ZManualReviewQuery = z.object({ rootId: z.string().uuid() });
/** POST /rest/topic/maintain: a review transition. */
export const ZManualReviewRequest = z.object({
  rootId: z.string().uuid(),
  action: ZManualReviewAction,
  comment: z.string().trim().max(LIMITS.manualReviewCommentMax).default(''),
});
export type TManualReviewRequest = z.infer<typeof ZManualReviewRequest>;
export const ZManualReviewEvent = z.object({
  action: z.enum(['IMPORTED', ...MANUAL_REVIEW_ACTIONS]),
  from: ZManualStatus.nullable(),
  to: ZManualStatus,
  operator: z.string(),
  comment: z.string(),
  createTime: z.string(),
});
export const ZManualReview = z.object({
  root: ZManualRoot,
  /** Oldest first. */
  history: z.array(ZManualReviewEvent),
  /** Actions the caller may take now. */
  actions: z.array(ZManualReviewAction),
  /** Other versions of the same manual code, newest first. */
  versions: z.array(ZManualRoot),
});
export type TManualReview = z.infer<typeof ZManualReview>;

// ---------------------------------------------------------------- import and export

/** POST /rest/import/manual (multipart: `file`, a zip with manifest.json; see docs/manuals-import.md). */
export const ZManualImportResult = z.object({
  roots: z.array(ZManualRoot),
  topicCount: z.number().int(),
  imageCount: z.number().int(),
});
export type TManualImportResult = z.infer<typeof ZManualImportResult>;
/** One row of the import's error table (the envelope's `errorData`). */
export const ZManualImportError = z.object({
  /** Where: `manifest.json` or a file in the zip. */
  file: z.string(),
  /** JSON path in the manifest (e.g. `manuals[0].nodes[3].title.en-US`) or '' for the whole file. */
  path: z.string(),
  message: z.string(),
});
export type TManualImportError = z.infer<typeof ZManualImportError>;
export const ZManualImportFailure = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  errorData: z.array(ZManualImportError),
});

/** POST /rest/export/manual: a manual or a subtree, as an importable zip or one printable HTML file. */
export const ZManualExportRequest = z.object({
  rootId: z.string().uuid(),
  /** A chapter or topic: export only that subtree. */
  nodeId: z.string().uuid().optional(),
  /** zip: the import format (PER_DATA_MANAGEMENT_VIEW); html: one document in `lang` (PER_MANUAL_PRINT). */
  format: z.enum(['zip', 'html']).default('zip'),
  lang: ZLanguage.optional(),
});
export type TManualExportRequest = z.infer<typeof ZManualExportRequest>;

// ---------------------------------------------------------------- the import manifest

const ZLocalizedPartial = z.partialRecord(ZLanguage, z.string().trim().min(1).max(LIMITS.manualTitleMax));
/** Titles per language; en-US is required, the others fall back to it. */
export const ZManifestTitles = ZLocalizedPartial.refine((t) => !!t['en-US'], { message: 'en-US is required' });

export interface TManifestNode {
  code: string;
  kind: ManualNodeKind;
  title: Partial<Record<Language, string>>;
  /** TOPIC: HTML file per language, paths inside the zip. */
  html?: Partial<Record<Language, string>>;
  /** DIAGRAM: the SVG file inside the zip. */
  svg?: string;
  /** Part codes the topic or diagram mentions. */
  parts?: string[];
  children?: TManifestNode[];
}
export const ZManifestNode: z.ZodType<TManifestNode> = z.object({
  code: z.string().trim().min(1).max(LIMITS.manualCodeMax).regex(/^[\w.-]+$/, { message: 'letters, digits, - _ . only' }),
  kind: ZManualNodeKind,
  title: ZManifestTitles,
  html: z.partialRecord(ZLanguage, z.string().min(1).max(300)).optional(),
  svg: z.string().min(1).max(300).optional(),
  parts: z.array(ZCatalogueCode).max(200).optional(),
  get children() {
    return z.array(ZManifestNode).optional();
  },
});
export const ZManifestManual = z.object({
  code: z.string().trim().min(1).max(LIMITS.manualCodeMax).regex(/^[\w.-]+$/, { message: 'letters, digits, - _ . only' }),
  type: ZManualType,
  version: z.string().trim().min(1).max(30),
  name: ZManifestTitles,
  code0: ZCatalogueCode,
  code1: ZCatalogueCode.optional(),
  code2: ZCatalogueCode.optional(),
  nodes: z.array(ZManifestNode).min(1),
});
/** manifest.json at the root of an import zip. */
export const ZManualManifest = z.object({
  format: z.literal('portal-manual/1'),
  manuals: z.array(ZManifestManual).min(1).max(50),
});
export type TManualManifest = z.infer<typeof ZManualManifest>;

// ---------------------------------------------------------------- struct view configuration

/** Action buttons of the struct view (spec §2 Manual view). */
export const FUNCTION_LINK_KEYS = ['SPARE_PARTS', 'SERVICE', 'CIRCUIT', 'CASE_LIBRARY', 'PART_LABOUR_TIME'] as const;
export type FunctionLinkKey = (typeof FUNCTION_LINK_KEYS)[number];
/** The permission each action button needs. */
export const FUNCTION_LINK_PERMISSION: Record<FunctionLinkKey, PermissionCode> = {
  SPARE_PARTS: 'PER_MANUAL_VIEW',
  SERVICE: 'PER_MANUAL_SERVICE_MANUAL',
  CIRCUIT: 'PER_MANUAL_CIRCUIT_MANUAL',
  CASE_LIBRARY: 'PER_MANUAL_TECH_CASE',
  PART_LABOUR_TIME: 'PER_MANUAL_PART_LABOR_TIME',
};
/** Root types whose struct view shows the action buttons (spec §2: user, service and circuit manuals). */
export const FUNCTION_LINK_ROOT_TYPES: readonly ManualType[] = ['USER', 'SERVICE', 'CIRCUIT'];

/** GET /rest/base/function/links: the action buttons for a manual (or a configuration). */
export const ZFunctionLinksQuery = ZManualScope.extend({
  rootId: z.string().uuid().optional().describe('The manual shown; its configuration is used'),
  objectType: z.string().trim().max(40).optional().describe('Root object type when there is no rootId'),
});
export const ZFunctionLink = z.object({
  key: z.enum(FUNCTION_LINK_KEYS),
  permission: z.string(),
  /** Where the button goes: the catalogue tree, a manual, the case library or the labour times. */
  target: z.enum(['CATALOGUE', 'MANUAL', 'CASE_LIBRARY', 'LABOUR_TIME']),
  /** MANUAL: the manual of that type for the configuration; null when there is none. */
  rootId: z.string().uuid().nullable(),
  /** False when the target does not exist for this configuration (the button shows disabled). */
  enabled: z.boolean(),
  /** CASE_LIBRARY: the published cases of the configuration's model (else series, else line); null for the other buttons. */
  count: z.number().int().nullable(),
});
export type TFunctionLink = z.infer<typeof ZFunctionLink>;

/** GET /rest/config/structTab: the struct view's tabs per root object type and the part detail tabs. */
export const PART_TAB_KEYS = ['PART_INFO', 'LABOUR_TIME', 'EXCHANGE_RELATION', 'SERVICE_MANUAL', 'CIRCUIT_DIAGRAM', 'PHYSICAL_MAP', 'REMARK'] as const;
export const ZStructTab = z.object({
  key: z.string(),
  /** Null: no permission gate (spec §2: the physical map). */
  permission: z.string().nullable(),
  /** Whether the caller holds the permission. */
  allowed: z.boolean(),
});
export const ZStructTabConfig = z.object({
  /** Per object type (Partlist, ServiceManualRoot, …): the struct view's tabs in order. */
  roots: z.array(z.object({ objectType: z.string(), tabs: z.array(ZStructTab) })),
  /** The part detail's tabs in order (spec §2). */
  partTabs: z.array(ZStructTab),
});
export type TStructTabConfig = z.infer<typeof ZStructTabConfig>;

/** GET /rest/config/zoneKey: what the struct view's search box searches, per root object type. */
export const ZZoneKeyConfig = z.array(z.object({
  objectType: z.string(),
  /** Search zones in order; the first is the default. */
  zones: z.array(z.object({
    key: z.string(),
    /** The call the zone uses. */
    url: z.string(),
    method: z.enum(['GET', 'POST']),
  })),
}));
export type TZoneKeyConfig = z.infer<typeof ZZoneKeyConfig>;

/** Language fallback for titles and bodies: the asked one, en-US, then the first in LANGUAGES order. */
export function pickLanguage<T>(values: Partial<Record<Language, T>>, lang: Language): Language | null {
  if (values[lang] !== undefined) return lang;
  if (values['en-US'] !== undefined) return 'en-US';
  return LANGUAGES.find((l) => values[l] !== undefined) ?? null;
}

// contract: ready
