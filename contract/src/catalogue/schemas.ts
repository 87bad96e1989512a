import { z } from 'zod';
import { wholeNumber } from '../envelope.js';
import { LIMITS } from '../limits.js';
import { isValidVin } from '../vin.js';

/*
 * The parts catalogue (spec §2 Home, Manual and part screens; §3 Manual module, BOM row, Part,
 * Substitution, Vehicle, Used-part search result; §7 "Home and manuals" and "Search").
 *
 * Conventions shared by every call below:
 * - every `name` is in the request's language (Accept-Language), falling back to en-US;
 * - ids are UUIDs; an unknown id answers 404, an unknown typed key (VIN, code, bar code, serial,
 *   baseline) answers success false with the spec's message (§8) in the caller's language;
 * - prices are RMB decimal strings ("12.50") or null when the part is not priced.
 */

// ---------------------------------------------------------------- inputs

/** A complete, check-digit-valid VIN, trimmed and upper-cased. */
export const ZVinCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidVin, { message: 'not a valid VIN (17 characters, check digit in position 9)' })
  .describe('A complete VIN: 17 characters, check digit in position 9');

/** Codes of the model tree, parts and groups: letters, digits and `-_.`, as people type them. */
export const ZCatalogueCode = z.string().trim().min(1).max(64).regex(/^[\w.-]+$/, { message: 'letters, digits, - _ . only' });

/** A search box's text. */
export const ZSearchKey = z.string().trim().min(1).max(LIMITS.searchKeyMax);

const ZPageFields = {
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
};

// ---------------------------------------------------------------- small shared shapes

export const ZCodeName = z.object({ code: z.string(), name: z.string() });
export type TCodeName = z.infer<typeof ZCodeName>;

/** A node of the catalogue referred to by id, code and name. */
export const ZCatalogueRef = z.object({ id: z.string().uuid(), code: z.string(), name: z.string() });
export type TCatalogueRef = z.infer<typeof ZCatalogueRef>;

/** Where a manual or vehicle sits in the model tree: line (code0), series (code1), model (code2); '' when open. */
export const ZCatelogModel = z.object({
  code0: z.string().describe('Production line code'),
  code1: z.string().describe('Car series code, or empty'),
  code2: z.string().describe('Model code, or empty'),
});
export type TCatelogModel = z.infer<typeof ZCatelogModel>;

// ---------------------------------------------------------------- home

/** POST /rest/home/catelog: the cascading selects of the configuration search. */
export const ZCatelogSelectRequest = z.object({
  code0: ZCatalogueCode.optional().describe('Chosen production line; fills list1'),
  code1: ZCatalogueCode.optional().describe('Chosen car series; fills list2'),
});
export const ZCatelogSelects = z.object({
  list0: z.array(ZCodeName).describe('Production lines'),
  list1: z.array(ZCodeName).describe('Car series of code0 (empty without code0)'),
  list2: z.array(ZCodeName).describe('Models of code1 (empty without code1)'),
});
export type TCatelogSelects = z.infer<typeof ZCatelogSelects>;

/** POST /rest/home/vin: VINs containing the typed characters (spec §5: from 6 characters, 10 a page). */
export const ZVinSearchRequest = z.object({
  vinCode: z.string().trim().toUpperCase().min(LIMITS.vinSearchMinLength).max(17).regex(/^[A-Z0-9]+$/, { message: 'letters and digits only' }),
  page: ZPageFields.page,
  pageSize: wholeNumber(1, 50).default(LIMITS.vinSearchPageSize),
  /** Sent by the home card; accepted and ignored (every type searches the same VIN index). */
  type: z.string().max(30).optional(),
});
export const ZVinHit = z.object({
  vinCode: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  seriesCode: z.string(),
  seriesName: z.string(),
  configCode: z.string(),
});
export type TVinHit = z.infer<typeof ZVinHit>;

/** A home tile (spec §3 Manual module). */
export const ZManualModule = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The tile's place in the model tree as a path of codes, e.g. `EM/EM-S/EM-S1`. */
  filePath: z.string(),
  catelogModel: ZCatelogModel,
  /** Partlist (parts catalogue), ServiceManualRoot, CircuitManualRoot (spec §9). */
  objectType: z.string(),
  /** `code0=… AND code1=… AND code2=…` (spec §3). */
  applic: z.string(),
  /** Picture keys, served by GET /rest/modelinfo/view/img?key=. */
  imageIds: z.array(z.string()),
  /** The catalogue tree root (series node id) the tile opens, when the tile names a series. */
  rootId: z.string().uuid().nullable(),
});
export type TManualModule = z.infer<typeof ZManualModule>;

export const ZManualsByApplicQuery = z.object({
  code0: ZCatalogueCode,
  code1: ZCatalogueCode.optional(),
  code2: ZCatalogueCode.optional(),
});

// ---------------------------------------------------------------- vehicles

/** Vehicle info by VIN (spec §3 Vehicle info, Vehicle). */
export const ZVehicleInfo = z.object({
  vinCode: z.string(),
  modelCode: z.string(),
  configCode: z.string(),
  licencePlate: z.string(),
  brand: z.string(),
  /** Exterior colour. */
  exDecorationColor: z.string(),
  modelYears: z.number().int(),
  /** Series name. */
  modelSeries: z.string(),
  modelSeriesCode: z.string(),
  /** Model name. */
  basicModelName: z.string(),
  batteryPackNumber: z.string(),
  driveMotorModel: z.string(),
  driveMotorNumber: z.string(),
  driveType: z.string(),
  /** Production date, YYYY-MM-DD. */
  manufactureDate: z.string(),
  motorNumber: z.string(),
  rangeExtenderNumber: z.string(),
  saleDate: z.string().nullable(),
  catelogModel: ZCatelogModel,
  /** The series node: root of the vehicle's catalogue tree. */
  rootId: z.string().uuid(),
});
export type TVehicleInfo = z.infer<typeof ZVehicleInfo>;

export const ZVinQuery = z.object({ vinCode: ZVinCode });
export const ZVinManualsQuery = z.object({
  vinCode: ZVinCode,
  code0: ZCatalogueCode.optional().describe('When given, the VIN must belong to this production line'),
});
export const ZVinManuals = z.object({ vehicle: ZVehicleInfo, manuals: z.array(ZManualModule) });

// ---------------------------------------------------------------- tree

export const TREE_NODE_TYPES = ['LINE', 'SERIES', 'MODEL', 'SYSTEM', 'ASSEMBLY', 'PARTLIST'] as const;
export type TreeNodeType = (typeof TREE_NODE_TYPES)[number];
export const ZTreeNodeType = z.enum(TREE_NODE_TYPES);

/**
 * A node of the catalogue tree: line → series → system (first-level directory) → assembly
 * (second-level directory) → partlist (drawing with its BOM). A model node stands for its series'
 * tree restricted to rows of that model.
 */
export interface TTreeNode {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  type: TreeNodeType;
  /** ProductLine, ModelRoot (series), Model, BomGroup, Partlist. */
  objectType: string;
  isLeaf: boolean;
  /** Present when the call expanded the node. */
  children?: TTreeNode[];
}
export const ZTreeNode: z.ZodType<TTreeNode> = z.object({
  id: z.string().uuid(),
  parentId: z.string().uuid().nullable(),
  code: z.string(),
  name: z.string(),
  type: ZTreeNodeType,
  objectType: z.string().describe('ProductLine, ModelRoot (series), Model, BomGroup, Partlist'),
  isLeaf: z.boolean(),
  get children() {
    return z.array(ZTreeNode).optional();
  },
}).meta({ id: 'CatalogueTreeNode' });

/** A node addressed by id and type (ids of the model tree, groups and partlists live in different tables). */
export const ZNodeQuery = z.object({
  id: z.string().uuid(),
  type: ZTreeNodeType,
  vinCode: ZVinCode.optional().describe('Restricts the tree to partlists with rows for this vehicle'),
});
export type TNodeQuery = z.infer<typeof ZNodeQuery>;
/** A whole tree from a node of the model tree (line, series or model). */
export const ZTreeQuery = z.object({
  rootId: z.string().uuid().describe('A line, series or model node id'),
  vinCode: ZVinCode.optional(),
});
export const ZTreeByCodeRequest = z.object({
  code: ZCatalogueCode.describe('A line, series or model code'),
  vinCode: ZVinCode.optional(),
});
export const ZTreeByLevelQuery = z.object({
  id: z.string().uuid(),
  type: ZTreeNodeType,
  /** How many levels below the node to include; 1 = its children. */
  level: wholeNumber(1, 6).default(1),
});
export const ZTreeByVinRequest = z.object({ vinCode: ZVinCode });
export const ZVehicleTree = z.object({ vehicle: ZVehicleInfo, tree: ZTreeNode });
export const ZBarCodeRequest = z.object({ barCode: z.string().trim().min(1).max(64) });
export const ZRootPhoto = z.object({
  /** The picture key (a file id in spec terms), or null when the node has none. */
  fileId: z.string().nullable(),
  url: z.string().nullable(),
});
export const ZZoneKeyQuery = z.object({
  type: z.enum(['ModelRoot', 'Model', 'Part']),
  key: ZSearchKey,
});
export const ZZoneKeyHit = z.object({ id: z.string().uuid(), code: z.string(), name: z.string(), objectType: z.string() });
export const ZApplicQuery = z.object({ code: ZCatalogueCode });
export const ZApplic = z.object({ applic: z.string(), catelogModel: ZCatelogModel, type: ZTreeNodeType });
export const ZAssemblyParams = z.object({ rootCode: ZCatalogueCode, code: ZCatalogueCode });

// ---------------------------------------------------------------- parts

/** A part as lists show it (spec §3 Part row; `baseObjectVo` of the used-part result). */
export const ZPartSummary = z.object({
  id: z.string().uuid(),
  partCode: z.string(),
  partName: z.string(),
  unit: z.string(),
  spare: z.boolean().describe('False: not sold as a spare, no cart icon'),
  /** Reference price (RMB), null when not priced. */
  s3: z.string().nullable(),
  isInventory: z.boolean(),
  minSalesUnit: z.number().int(),
  /** True when the part is superseded (has a successor). */
  replace: z.boolean(),
});
export type TPartSummary = z.infer<typeof ZPartSummary>;

export const ZPartPackaging = z.object({
  package: z.string(),
  staticElectricity: z.string(),
  moistureSensitivityLevel: z.string(),
  humidity: z.string(),
  temperature: z.string(),
  airPressure: z.string(),
});

/** Part detail (spec §3 Part; part info tab). */
export const ZPartDetail = ZPartSummary.extend({
  /** The unit in the caller's language ("Stück" for PCS). */
  unitName: z.string(),
  fruCode: z.string(),
  materialDescription: z.string(),
  packaging: ZPartPackaging.nullable(),
  fasteningTorque: z.string(),
  barCode: z.string().nullable(),
  category: ZCodeName,
  photoCount: z.number().int(),
  /** GET /rest/base/part/photo/{code}/{index}; add `?ticket=` (a link ticket) when used as an image source. */
  photoUrls: z.array(z.string()),
  /** Null when the caller may not see the remarks tab (PER_MANUAL_PART_REMARK). */
  globalRemark: z.string().nullable(),
  userRemark: z.string().nullable(),
});
export type TPartDetail = z.infer<typeof ZPartDetail>;

export const ZPartSearchRequest = z.object({
  key: ZSearchKey.describe('Part code (exact or prefix) or a piece of a name in any language'),
  ...ZPageFields,
});
export const ZPartSearchQuery = ZPartSearchRequest;
export const ZPartHit = ZPartSummary.extend({
  /** CODE exact code, CODE_PREFIX code starts with the key, NAME code or a name contains it. */
  matchedBy: z.enum(['CODE', 'CODE_PREFIX', 'NAME']),
});
export type TPartHit = z.infer<typeof ZPartHit>;
/**
 * Part search counts its matches up to this many and pages within them: a common word matches
 * tens of thousands of parts, and nobody pages past the first thousand.
 */
export const PART_SEARCH_COUNT_CAP = 1000;
export const ZPartHitPage = z.object({
  /** Exact code, then codes starting with the key (code order), then names containing it (a fixed order). */
  contents: z.array(ZPartHit),
  /** How many parts match, at most PART_SEARCH_COUNT_CAP; name matches beyond the page are estimated. */
  count: z.number().int().nonnegative(),
  /** True when `count` is not exact: it stops at the cap, or includes an estimate of name matches. */
  countCapped: z.boolean(),
});
export type TPartHitPage = z.infer<typeof ZPartHitPage>;

export const ZPartCodeParams = z.object({ code: ZCatalogueCode });
export const ZPartCodeQuery = z.object({ code: ZCatalogueCode });
export const ZPartIdQuery = z.object({ id: z.string().uuid() });
export const ZPhotoParams = z.object({
  code: ZCatalogueCode,
  index: wholeNumber(1, LIMITS.partPhotoCount),
});
export const ZImageQuery = z.object({ key: z.string().trim().min(1).max(100).regex(/^[\w.-]+$/) });

/** The physical-map tab (spec §2, §9): a part's photos, 1–5, for anyone who may view the catalogue. */
export const ZPartPhotos = z.object({
  partId: z.string().uuid(),
  partCode: z.string(),
  /** GET /rest/base/part/photo/{code}/{index}; add `?ticket=` (a link ticket) when used as an image source. */
  photoUrls: z.array(z.string()).max(LIMITS.partPhotoCount),
});
export type TPartPhotos = z.infer<typeof ZPartPhotos>;

export const ZPartClassification = ZCodeName;
export const ZPartProperty = z.object({ key: z.string(), value: z.string() });

/** Labour time (spec §3): answered by the labour-time capability; empty until it exists. */
export const ZLabourTime = z.object({
  workTimeCode: z.string(),
  workTimeName: z.string(),
  workTimeType: z.string(),
  standardHours: z.number(),
  maintenanceHours: z.number(),
});

export const ZPartRemarks = z.object({
  partId: z.string().uuid(),
  /** The remark every user sees, in the caller's language; '' when none. */
  globalRemark: z.string(),
  /** The caller's private remark; '' when none. */
  userRemark: z.string(),
  /** When the caller last saved it (ISO), null when never. */
  userRemarkTime: z.string().nullable(),
});
export const ZUserRemarkRequest = z.object({
  partId: z.string().uuid(),
  /** Empty deletes the remark. */
  remark: z.string().trim().max(LIMITS.partRemarkMax),
});

// ---------------------------------------------------------------- BOM

/** Where a row applies; null = no restriction (spec: every non-null condition must hold). */
export const ZApplicability = z.object({
  models: z.array(z.string()).nullable().describe('Model codes (code2)'),
  configs: z.array(z.string()).nullable().describe('Configuration codes'),
  vinFrom: z.string().nullable().describe('Lowest VIN; compared on the serial (last 6 characters)'),
  vinTo: z.string().nullable(),
  dateFrom: z.string().nullable().describe('Production date from, YYYY-MM-DD'),
  dateTo: z.string().nullable(),
});
export type TApplicability = z.infer<typeof ZApplicability>;

/** A BOM row (spec §3 BOM row). */
export const ZBomRow = z.object({
  id: z.string().uuid(),
  ballNumber: z.number().int().describe('The balloon on the drawing: data-ball="N"'),
  materialCode: z.string(),
  childName: z.string(),
  amount: z.number().describe('Usage per vehicle'),
  s3: z.string().nullable().describe('Reference price (RMB), null when not priced'),
  isInventory: z.boolean(),
  /** The caller's favourite id for this part (null when not a favourite): the star. */
  childFavoriteId: z.string().nullable(),
  spare: z.boolean(),
  /** The part is superseded: it has a successor (GET getAlternate/{code}). */
  replace: z.boolean(),
  isHighlight: z.boolean(),
  partId: z.string().uuid(),
  unit: z.string(),
  minSalesUnit: z.number().int(),
  remark: z.string(),
  applicability: ZApplicability,
  /** Whether the row applies to the VIN's vehicle, else to `modelCode`'s model; null with neither. */
  applicable: z.boolean().nullable(),
});
export type TBomRow = z.infer<typeof ZBomRow>;

/** One node on the way from the line to a partlist; `objectType` is the spec's `ref`. */
export const ZPathNode = z.object({ id: z.string().uuid(), code: z.string(), name: z.string(), type: ZTreeNodeType, objectType: z.string() });
export type TPathNode = z.infer<typeof ZPathNode>;

export const ZBomQuery = z.object({
  vinCode: ZVinCode.optional().describe('Only rows applying to this vehicle (needs PER_VIN_VIEW)'),
  /**
   * Without a VIN: the model (code2) the catalogue was opened for. Every row is kept and marked
   * `applicable` for that model (a partlist is shared by a series' models), so the view can hide
   * the other models' rows and still show them on request.
   */
  modelCode: ZCatalogueCode.optional(),
  /** With a VIN: keep rows that do not apply, flagged `applicable: false`. */
  all: z.enum(['true', 'false']).optional(),
});
export const ZBomItemsQuery = ZBomQuery.extend({ partlistId: z.string().uuid() });

/** A partlist with its drawing and rows. */
export const ZBom = z.object({
  partlist: z.object({
    id: z.string().uuid(),
    code: z.string(),
    name: z.string(),
    /** Line → series → system → assembly → partlist. */
    path: z.array(ZPathNode),
  }),
  /** GET this (with `?ticket=`, a link ticket) for the SVG drawing; its elements carry data-ball="N". */
  drawingUrl: z.string(),
  vehicle: ZVehicleInfo.nullable(),
  items: z.array(ZBomRow),
});
export type TBom = z.infer<typeof ZBom>;

// ---------------------------------------------------------------- substitutions

export const ZAlternateStep = z.object({
  partId: z.string().uuid(),
  partCode: z.string(),
  partName: z.string(),
  /** When this part took over from the previous one; null for the oldest. */
  effectiveTime: z.string().nullable(),
  replaceWay: z.string().nullable().describe('ONE_WAY, TWO_WAY, GROUP'),
  ecoNumber: z.string().nullable(),
});
/** One supersession seen from the part asked about. */
export const ZAlternatePart = z.object({
  partId: z.string().uuid(),
  partCode: z.string(),
  partName: z.string(),
  amount: z.number(),
  replaceWay: z.string(),
  isGroup: z.boolean(),
  groupSeq: z.number().int().nullable(),
  alternateTime: z.string().nullable(),
  effectiveTime: z.string(),
  ecoNumber: z.string(),
  description: z.string(),
  osVersion: z.string(),
  appVersion: z.string(),
});
/** Exchange relation (spec §3 Alternate part, Substitution). */
export const ZAlternate = z.object({
  partId: z.string().uuid(),
  partCode: z.string(),
  partName: z.string(),
  /** The end of the chain: the part to order today. */
  currentPartCode: z.string(),
  currentPartName: z.string(),
  /** The direct successor, null when the part is current. */
  afterPartCode: z.string().nullable(),
  afterPartName: z.string().nullable(),
  /** The part is replaced together with others (a group change). */
  isGroup: z.boolean(),
  /** From the oldest predecessor to the current part; forks follow the latest effective time. */
  chain: z.array(ZAlternateStep),
  /** Parts this part replaced (with the rest of their group). */
  beforeList: z.array(ZAlternatePart),
  /** Parts replacing this part (with the rest of their group). */
  afterList: z.array(ZAlternatePart),
});
export type TAlternate = z.infer<typeof ZAlternate>;

// ---------------------------------------------------------------- where-used

/** A partlist row using a part: the used-part table's seq, first- and second-level directory, component. */
export const ZPartUsage = z.object({
  seq: z.number().int(),
  series: ZCatalogueRef,
  system: ZCatalogueRef.describe('First-level directory'),
  assembly: ZCatalogueRef.nullable().describe('Second-level directory'),
  partlist: ZCatalogueRef.describe('Component'),
  ballNumber: z.number().int(),
  amount: z.number(),
  /** Line → … → partlist (spec: paths of name and ref). */
  paths: z.array(ZPathNode),
});
export type TPartUsage = z.infer<typeof ZPartUsage>;
/**
 * Used-part search result (spec §3): the part and one page of where it is used (a shared
 * fastener sits in thousands of partlists); `seq` numbers rows across pages.
 */
export const ZWhereUsed = z.object({
  baseObjectVo: ZPartSummary,
  usages: z.array(ZPartUsage),
  /** How many partlist rows use the part (under the call's scope), over all pages. */
  count: z.number().int().nonnegative(),
});
export type TWhereUsed = z.infer<typeof ZWhereUsed>;
/** Paging of where-used calls; without it the first page of the default size. */
export const ZWhereUsedQuery = z.object(ZPageFields);
export const ZUsedInRootParams = z.object({
  rootCode: ZCatalogueCode.describe('Line, series or model code'),
  partCode: ZCatalogueCode,
});

/** A part located in the catalogue: its usages and the tree pruned to them. */
export const ZPartLocation = z.object({
  vehicle: ZVehicleInfo.nullable(),
  part: ZPartSummary,
  usages: z.array(ZPartUsage),
  /** Series roots pruned to the partlists in `usages`. */
  tree: z.array(ZTreeNode),
});
export type TPartLocation = z.infer<typeof ZPartLocation>;
export const ZVinMaterialQuery = z.object({ vinCode: ZVinCode, materialCode: ZCatalogueCode });
export const ZMaterialTreeQuery = z.object({
  materialCode: ZCatalogueCode,
  rootId: z.string().uuid().optional().describe('A line, series or model node; all series when absent'),
});
export const ZJumpQuery = z.object({ partlistId: z.string().uuid(), partId: z.string().uuid().optional() });
export const ZJump = z.object({
  rootId: z.string().uuid().describe('Series node'),
  partlistId: z.string().uuid(),
  path: z.array(ZPathNode),
  /** Balloons of the part on the drawing (empty without partId). */
  ballNumbers: z.array(z.number().int()),
});
export const ZPartPathQuery = z.object({ partId: z.string().uuid(), ...ZPageFields });

// ---------------------------------------------------------------- search by serial, baseline, anything

export const ZSerialQuery = z.object({ sn: z.string().trim().min(1).max(64) });
export const ZSerialInfo = z.object({
  serial: z.string(),
  /** BATTERY_PACK, MOTOR, CONTROLLER. */
  kind: z.string(),
  vinCode: z.string(),
  part: ZPartSummary,
  vehicle: ZVehicleInfo,
});
export const ZSerialBasic = z.object({
  serial: z.string(),
  kind: z.string(),
  vinCode: z.string(),
  modelCode: z.string(),
  partCode: z.string(),
  partName: z.string(),
});

/** A baseline is a model's BOM baseline, addressed by the model code. */
export const ZBaselineQuery = z.object({ baselineId: ZCatalogueCode.describe('Model code') });
export const ZBaseline = z.object({
  baselineId: z.string(),
  line: ZCatalogueRef,
  series: ZCatalogueRef,
  model: ZCatalogueRef,
  catelogModel: ZCatelogModel,
  rootId: z.string().uuid(),
});
export const ZBaselineTree = ZBaseline.extend({ tree: ZTreeNode });

export const SEARCH_KINDS = ['VIN', 'PART_CODE', 'BAR_CODE', 'SERIAL', 'NAME', 'NONE'] as const;
export const ZAnySearchQuery = z.object({ key: ZSearchKey });
/** One search box: says what the key turned out to be. */
export const ZAnySearch = z.object({
  kind: z.enum(SEARCH_KINDS),
  key: z.string(),
  /** VIN and SERIAL; only for callers holding PER_VIN_VIEW. */
  vehicle: ZVehicleInfo.optional(),
  /** PART_CODE, BAR_CODE, SERIAL: the part. */
  part: ZPartSummary.optional(),
  /** SERIAL: the serial number's kind. */
  serialKind: z.string().optional(),
  /** NAME: the first page of matching parts, and how many there are. */
  parts: z.array(ZPartHit).optional(),
  count: z.number().int().optional(),
});
export type TAnySearch = z.infer<typeof ZAnySearch>;

// ---------------------------------------------------------------- exports

export const ZPartExportQuery = z.object({ partlistId: z.string().uuid(), vinCode: ZVinCode.optional() });
export const ZPartsExportQuery = z
  .object({
    partListId: z.string().uuid().optional(),
    rootId: z.string().uuid().optional().describe('A line, series or model node'),
  })
  .refine((q) => q.partListId || q.rootId, { message: 'partListId or rootId is required' });
export const ZModelExportQuery = z.object({
  code0: ZCatalogueCode,
  code1: ZCatalogueCode.optional(),
  code2: ZCatalogueCode.optional(),
  objectType: z.string().trim().max(40).default('Partlist'),
  rootId: z.string().uuid().optional(),
});
