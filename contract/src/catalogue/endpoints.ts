import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import { ZPartLabourTime } from '../labour-times/schemas.js';
import {
  ZAlternate, ZAnySearch, ZAnySearchQuery, ZApplic, ZApplicQuery, ZAssemblyParams, ZBarCodeRequest, ZBaseline, ZBaselineQuery,
  ZBaselineTree, ZBom, ZBomItemsQuery, ZBomQuery, ZCatelogSelectRequest, ZCatelogSelects, ZImageQuery, ZJump, ZJumpQuery,
  ZManualModule, ZManualsByApplicQuery, ZMaterialTreeQuery, ZModelExportQuery, ZNodeQuery, ZPartClassification, ZPartCodeParams,
  ZPartCodeQuery, ZPartDetail, ZPartExportQuery, ZPartHitPage, ZPartIdQuery, ZPartLocation, ZPartPathQuery, ZPartPhotos,
  ZPartProperty, ZPartRemarks, ZPartSearchQuery, ZPartSearchRequest, ZPartsExportQuery, ZPhotoParams, ZRootPhoto, ZSerialBasic,
  ZSerialInfo, ZSerialQuery, ZTreeByCodeRequest, ZTreeByLevelQuery, ZTreeByVinRequest, ZTreeNode, ZTreeQuery, ZUsedInRootParams,
  ZUserRemarkRequest, ZVehicleTree, ZVinHit, ZVinManuals, ZVinManualsQuery, ZVinMaterialQuery, ZVinSearchRequest, ZWhereUsed,
  ZWhereUsedQuery, ZZoneKeyHit, ZZoneKeyQuery,
} from './schemas.js';


/**
 * The parts catalogue of spec §7 "Home and manuals" and "Search". Legacy near-duplicate paths are
 * kept as real routes but share one service function each (tree, BOM, part search, where-used).
 * Permissions: browsing PER_MANUAL_VIEW; VIN lookups PER_VIN_SEARCH (lists) and PER_VIN_VIEW
 * (vehicle details; also needed for a `vinCode` on browsing calls); configuration search
 * PER_MODEL_SEARCH; part tabs their PER_MANUAL_PART_* codes; exports PER_MANUAL_VIEW.
 */
export const catalogueEndpoints = defineEndpoints('catalogue', {
  // ------------------------------------------------------------ home

  catelogSelects: { method: 'POST', path: '/rest/home/catelog', access: 'PER_MODEL_SEARCH', readOnly: true, summary: 'Cascading selects of the configuration search: lines, series of code0, models of code1', body: ZCatelogSelectRequest, response: ZCatelogSelects },
  searchVins: { method: 'POST', path: '/rest/home/vin', access: 'PER_VIN_SEARCH', readOnly: true, summary: 'VINs containing the typed characters (at least 6), 10 a page', body: ZVinSearchRequest, response: page(ZVinHit) },
  manuals: { method: 'GET', path: '/rest/home/manuals', access: 'PER_MANUAL_VIEW', summary: 'Home tiles: every manual module', response: z.array(ZManualModule) },
  vinManuals: { method: 'GET', path: '/rest/model/vinQuery', access: 'PER_VIN_VIEW', summary: 'A VIN\'s vehicle and the manuals of its model', query: ZVinManualsQuery, response: ZVinManuals },
  manualsByApplic: { method: 'GET', path: '/rest/model/getManualsByModelApplic', access: 'PER_MODEL_SEARCH', summary: 'Manual modules applying to a line, series and model', query: ZManualsByApplicQuery, response: z.array(ZManualModule) },

  // ------------------------------------------------------------ trees (one service)

  roots: { method: 'GET', path: '/rest/model/root', access: 'PER_MANUAL_VIEW', summary: 'Catalogue roots: the production lines', response: z.array(ZTreeNode) },
  searchRoots: { method: 'GET', path: '/rest/part/search/root', access: 'PER_MANUAL_VIEW', summary: 'Catalogue roots (same as /rest/model/root)', response: z.array(ZTreeNode) },
  children: { method: 'GET', path: '/rest/model/childs', access: 'PER_MANUAL_VIEW', summary: 'Children of a node; a VIN keeps only branches with rows for that vehicle', query: ZNodeQuery, response: z.array(ZTreeNode) },
  searchChildren: { method: 'GET', path: '/rest/part/search/child', access: 'PER_MANUAL_VIEW', summary: 'Children of a node; a VIN keeps only branches with rows for that vehicle', query: ZNodeQuery, response: z.array(ZTreeNode) },
  nextChildren: { method: 'POST', path: '/rest/part/search/next', access: 'PER_MANUAL_VIEW', readOnly: true, summary: 'Children of a node (body form of childs)', body: ZNodeQuery, response: z.array(ZTreeNode) },
  subtree: { method: 'POST', path: '/rest/part/search/recursion', access: 'PER_MANUAL_VIEW', readOnly: true, summary: 'The whole subtree of a node', body: ZNodeQuery, response: ZTreeNode },
  partlists: { method: 'GET', path: '/rest/part/search/partlist', access: 'PER_MANUAL_VIEW', summary: 'The partlists under a node, flat', query: ZNodeQuery, response: z.array(ZTreeNode) },
  tree: { method: 'GET', path: '/rest/model/tree', access: 'PER_MANUAL_VIEW', summary: 'The tree of a line, series or model node', query: ZTreeQuery, response: ZTreeNode },
  searchTree: { method: 'GET', path: '/rest/part/search/tree', access: 'PER_MANUAL_VIEW', summary: 'The tree of a line, series or model node', query: ZTreeQuery, response: ZTreeNode },
  treeByCode: { method: 'GET', path: '/rest/model/treeByCode', access: 'PER_MANUAL_VIEW', summary: 'The tree of a line, series or model by code', query: ZTreeByCodeRequest, response: ZTreeNode },
  treeByCodeBody: { method: 'POST', path: '/rest/model/treeByCode', access: 'PER_MANUAL_VIEW', readOnly: true, summary: 'The tree of a line, series or model by code (body form)', body: ZTreeByCodeRequest, response: ZTreeNode },
  instanceTreeByCode: { method: 'POST', path: '/rest/instance/treeByCode', access: 'PER_MANUAL_VIEW', readOnly: true, summary: 'The tree of a line, series or model by code (body form)', body: ZTreeByCodeRequest, response: ZTreeNode },
  treeByLevel: {
    method: 'GET', path: '/rest/model/queryTreeByLevel', access: 'PER_MANUAL_VIEW',
    summary: 'A node and `level` levels below it', query: ZTreeByLevelQuery, response: ZTreeNode,
  },
  treeByVin: { method: 'POST', path: '/rest/model/treeByVin', access: 'PER_VIN_VIEW', readOnly: true, summary: 'A VIN\'s vehicle and its tree, only partlists with rows for it', body: ZTreeByVinRequest, response: ZVehicleTree },
  allChildren: { method: 'GET', path: '/rest/model/getAllChilds/:id', access: 'PER_MANUAL_VIEW', summary: 'Every node under a line, series or model, depth first', params: ZIdParams, response: z.array(ZTreeNode) },
  rootPhoto: { method: 'GET', path: '/rest/model/getPhoto/:id', access: 'PER_MANUAL_VIEW', summary: 'The picture key (file id) of a line, series or model', params: ZIdParams, response: ZRootPhoto },
  assembly: { method: 'GET', path: '/rest/model/ass/getAssembiy/:rootCode/:code', access: 'PER_MANUAL_VIEW', summary: 'A system or assembly of a series (or model) by code, with its partlists', params: ZAssemblyParams, response: ZTreeNode },
  applic: { method: 'GET', path: '/rest/model/applic', access: 'PER_MODEL_SEARCH', summary: 'The applicability string of a line, series or model', query: ZApplicQuery, response: ZApplic },
  zoneKeys: { method: 'GET', path: '/rest/model/zone-key', access: 'PER_MANUAL_VIEW', summary: 'Type-ahead: series (ModelRoot), models (Model) or parts (Part) by code or name, at most 20', query: ZZoneKeyQuery, response: z.array(ZZoneKeyHit) },
  modelImage: { method: 'GET', path: '/rest/modelinfo/view/img', access: 'PER_MANUAL_VIEW', tokenInQuery: true, kind: 'download', summary: 'A line, series, model or tile picture (SVG); usable as <img src> with ?ticket=', query: ZImageQuery, file: FILE_ANSWERS.svg },

  // ------------------------------------------------------------ BOM (one service)

  bom: { method: 'GET', path: '/rest/model/partlist/:id', access: 'PER_MANUAL_VIEW', summary: 'A partlist\'s BOM and drawing; a VIN keeps the rows for that vehicle', params: ZIdParams, query: ZBomQuery, response: ZBom },
  bomItems: { method: 'GET', path: '/rest/model/queryPartlistItemdata', access: 'PER_MANUAL_VIEW', summary: 'A partlist\'s BOM (query form of partlist/{id})', query: ZBomItemsQuery, response: ZBom },
  searchItems: { method: 'GET', path: '/rest/part/search/items', access: 'PER_MANUAL_VIEW', summary: 'A partlist\'s BOM (query form of partlist/{id})', query: ZBomItemsQuery, response: ZBom },
  drawing: { method: 'GET', path: '/rest/model/partlist/:id/drawing', access: 'PER_MANUAL_VIEW', tokenInQuery: true, kind: 'download', summary: 'The exploded drawing (SVG; elements carry data-ball="N"); usable in <img>/<object> with ?ticket=', params: ZIdParams, file: FILE_ANSWERS.svg },

  // ------------------------------------------------------------ parts

  part: { method: 'GET', path: '/rest/model/part/:id', access: 'PER_MANUAL_PART_INFO', summary: 'Part detail (part info tab)', params: ZIdParams, response: ZPartDetail },
  partMaster: { method: 'GET', path: '/rest/base/part/getPartMaster/:id', access: 'PER_MANUAL_PART_INFO', summary: 'Part detail (part info tab)', params: ZIdParams, response: ZPartDetail },
  partDetail: { method: 'GET', path: '/rest/part/search/detail', access: 'PER_MANUAL_PART_INFO', summary: 'Part detail (query form)', query: ZPartIdQuery, response: ZPartDetail },
  partPhotos: { method: 'GET', path: '/rest/base/part/photos/:id', access: 'PER_MANUAL_VIEW', summary: 'The part\'s photos for the physical-map tab (no gate beyond viewing the catalogue, spec §2)', params: ZIdParams, response: ZPartPhotos },
  partPhoto: { method: 'GET', path: '/rest/base/part/photo/:code/:index', access: 'PER_MANUAL_VIEW', tokenInQuery: true, kind: 'download', summary: 'Part photo 1–5 (SVG); usable as <img src> with ?ticket=', params: ZPhotoParams, file: FILE_ANSWERS.svg },
  alternate: { method: 'GET', path: '/rest/model/getAlternate/:code', access: 'PER_MANUAL_PART_EXCHANGE_RELATION', summary: 'Exchange relation: supersession chain, predecessors and successors', params: ZPartCodeParams, response: ZAlternate },
  searchAlternate: { method: 'GET', path: '/rest/part/search/spr', access: 'PER_MANUAL_PART_EXCHANGE_RELATION', summary: 'Exchange relation (query form of getAlternate)', query: ZPartCodeQuery, response: ZAlternate },
  labourTimes: { method: 'GET', path: '/rest/base/part/getLableTimes/:id', access: 'PER_MANUAL_PART_LABORTIME', summary: 'Labour times of a part: its jobs on every model (labour-times.service)', params: ZIdParams, response: z.array(ZPartLabourTime) },
  searchHours: { method: 'GET', path: '/rest/part/search/hours', access: 'PER_MANUAL_PART_LABORTIME', summary: 'Labour times of a part (query form of getLableTimes)', query: ZPartIdQuery, response: z.array(ZPartLabourTime) },
  classification: { method: 'GET', path: '/rest/base/part/partClassification/:id', access: 'PER_MANUAL_VIEW', summary: 'The part\'s category', params: ZIdParams, response: ZPartClassification },
  properties: { method: 'GET', path: '/rest/base/part/partJsonProperties/:id', access: 'PER_MANUAL_VIEW', summary: 'The part\'s technical properties as key/value rows', params: ZIdParams, response: z.array(ZPartProperty) },
  userRemark: { method: 'GET', path: '/rest/model/userRemark/:id', access: 'PER_MANUAL_PART_REMARK', summary: 'My private remark on a part (with the global one)', params: ZIdParams, response: ZPartRemarks },
  globalRemark: { method: 'GET', path: '/rest/model/globalRemark/:id', access: 'PER_MANUAL_PART_REMARK', summary: 'The global remark on a part (with mine)', params: ZIdParams, response: ZPartRemarks },
  saveUserRemark: { method: 'POST', path: '/rest/base/part/userRemark', access: 'PER_MANUAL_PART_REMARK_EDIT', objectRef: 'PartRemark', summary: 'Save my private remark on a part; empty deletes it', body: ZUserRemarkRequest, response: ZPartRemarks },

  // ------------------------------------------------------------ part search (one service)

  searchParts: { method: 'POST', path: '/rest/model/search/all/part/codeName', access: 'PER_MANUAL_VIEW', readOnly: true, summary: 'Parts by code (exact, then prefix) or name in any language, paged; counted up to 1000', body: ZPartSearchRequest, response: ZPartHitPage },
  elasticSearchParts: { method: 'POST', path: '/rest/ElasticSearch/part', access: 'PER_MANUAL_VIEW', readOnly: true, summary: 'Parts by code (exact, then prefix) or name in any language, paged; counted up to 1000', body: ZPartSearchRequest, response: ZPartHitPage },
  searchPartsInRoot: { method: 'GET', path: '/rest/model/search/part/:id', access: 'PER_MANUAL_VIEW', summary: 'Part search within a line, series or model', params: ZIdParams, query: ZPartSearchQuery, response: ZPartHitPage },
  searchAny: { method: 'GET', path: '/rest/search/any', access: 'PER_MANUAL_VIEW', summary: 'One search box: VIN, part code, bar code, serial number or name; says what it found', query: ZAnySearchQuery, response: ZAnySearch },

  // ------------------------------------------------------------ where-used (one service)

  whereUsed: { method: 'GET', path: '/rest/model/used/part/:id', access: 'PER_MANUAL_VIEW', summary: 'Where a part is used: its partlist rows with their paths, a page at a time', params: ZIdParams, query: ZWhereUsedQuery, response: ZWhereUsed },
  relatingPartlists: { method: 'GET', path: '/rest/base/part/relatingPartlists/:id', access: 'PER_MANUAL_VIEW', summary: 'Where a part is used: its partlist rows with their paths, a page at a time', params: ZIdParams, query: ZWhereUsedQuery, response: ZWhereUsed },
  partPath: { method: 'GET', path: '/rest/base/search/partPath', access: 'PER_MANUAL_VIEW', summary: 'Where a part is used (query form)', query: ZPartPathQuery, response: ZWhereUsed },
  whereUsedInRoot: { method: 'GET', path: '/rest/model/search/used/part/:rootCode/:partCode', access: 'PER_MANUAL_VIEW', summary: 'Where a part (by code) is used within a line, series or model (by code), a page at a time', params: ZUsedInRootParams, query: ZWhereUsedQuery, response: ZWhereUsed },
  jump: { method: 'GET', path: '/rest/base/search/jump', access: 'PER_MANUAL_VIEW', summary: 'Where to open the tree for a hit: the partlist\'s path and the part\'s balloons', query: ZJumpQuery, response: ZJump },
  treeByBarCode: { method: 'POST', path: '/rest/model/treeByBarCode', access: 'PER_MANUAL_VIEW', readOnly: true, summary: 'The part with a bar code and the partlists using it', body: ZBarCodeRequest, response: ZPartLocation },
  materialTree: { method: 'GET', path: '/rest/model/queryMatnrSBOMTree', access: 'PER_MANUAL_VIEW', summary: 'A material\'s partlists as a pruned tree, optionally within a line, series or model', query: ZMaterialTreeQuery, response: ZPartLocation },
  vinMaterial: { method: 'GET', path: '/rest/model/queryVinMatnr', access: 'PER_VIN_VIEW', summary: 'Where a material sits in one vehicle', query: ZVinMaterialQuery, response: ZPartLocation },

  // ------------------------------------------------------------ serial numbers and baselines

  serial: { method: 'GET', path: '/rest/search/sn', access: 'PER_VIN_VIEW', summary: 'A serial number\'s part and vehicle', query: ZSerialQuery, response: ZSerialInfo },
  serialBasic: { method: 'GET', path: '/rest/search/basic/sn', access: 'PER_VIN_SEARCH', summary: 'A serial number\'s part and VIN, short', query: ZSerialQuery, response: ZSerialBasic },
  baselineTree: { method: 'GET', path: '/rest/search/baselineId', access: 'PER_MODEL_SEARCH', summary: 'A model\'s BOM baseline (by model code) with its tree', query: ZBaselineQuery, response: ZBaselineTree },
  baselineBasic: { method: 'GET', path: '/rest/search/basic/baseline', access: 'PER_MODEL_SEARCH', summary: 'A model\'s BOM baseline (by model code), short', query: ZBaselineQuery, response: ZBaseline },

  // ------------------------------------------------------------ exports

  exportPartlist: { method: 'GET', path: '/rest/part/export', access: 'PER_MANUAL_VIEW', tokenInQuery: true, kind: 'download', summary: 'One partlist\'s BOM as .xlsx (a VIN keeps its rows)', query: ZPartExportQuery, file: FILE_ANSWERS.namedXlsx },
  exportParts: { method: 'GET', path: '/rest/export/parts', access: 'PER_MANUAL_VIEW', tokenInQuery: true, kind: 'download', summary: 'A partlist, or all partlists under a line, series or model, as .xlsx', query: ZPartsExportQuery, file: FILE_ANSWERS.namedXlsx },
  exportModel: { method: 'GET', path: '/rest/model/export', access: 'PER_MANUAL_VIEW', tokenInQuery: true, kind: 'download', summary: 'The model export (code0, code1, code2, objectType, rootId) as {manual name}.xlsx', query: ZModelExportQuery, file: FILE_ANSWERS.namedXlsx },
});
