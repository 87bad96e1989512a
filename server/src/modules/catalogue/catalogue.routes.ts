import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  envelope, page, ZAlternate, ZAnySearch, ZAnySearchQuery, ZApplic, ZApplicQuery, ZAssemblyParams, ZBarCodeRequest, ZBaseline,
  ZBaselineQuery, ZBaselineTree, ZBom, ZBomItemsQuery, ZBomQuery, ZCatelogSelectRequest, ZCatelogSelects, ZIdParams, ZImageQuery,
  ZJump, ZJumpQuery, ZPartLabourTime, ZManualModule, ZManualsByApplicQuery, ZMaterialTreeQuery, ZModelExportQuery, ZNodeQuery,
  ZPartClassification, ZPartCodeParams, ZPartCodeQuery, ZPartDetail, ZPartExportQuery, ZPartIdQuery, ZPartLocation,
  ZPartPathQuery, ZPartProperty, ZPartRemarks, ZPartSearchQuery, ZPartSearchRequest, ZPartsExportQuery, ZPhotoParams, ZRootPhoto,
  ZSerialBasic, ZSerialInfo, ZSerialQuery, ZTreeByCodeRequest, ZTreeByLevelQuery, ZTreeByVinRequest, ZTreeNode, ZTreeQuery,
  ZUsedInRootParams, ZUserRemarkRequest, ZVehicleTree, ZVinManuals, ZVinManualsQuery, ZVinHit, ZVinMaterialQuery, ZVinSearchRequest,
  ZWhereUsed, ZWhereUsedQuery, ZZoneKeyHit, ZZoneKeyQuery, ZPartHitPage, ZPartPhotos,
} from '@portal/contract';
import { ok, sendJson } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as catalogue from './catalogue.service.js';
import * as partsService from './catalogue.parts.js';
import { contentDisposition, exportModel, exportPartlist, exportParts, XLSX_TYPE, type ExportFile } from './catalogue.export.js';
import { listPartLabourTimes } from './labour-times.service.js';

const tags = ['catalogue'];

/** SVG may carry script: served files run nothing and load nothing (styles inline only). */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function sendSvg(reply: FastifyReply, svg: string | Buffer) {
  return reply
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .type('image/svg+xml')
    .send(svg);
}

function sendXlsx(reply: FastifyReply, file: ExportFile) {
  return reply.header('content-disposition', contentDisposition(file.fileName)).type(XLSX_TYPE).send(file.data);
}

const svgResponse = { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } };
const xlsxResponse = {
  description: 'A spreadsheet, Content-Disposition `{name}.xlsx` (RFC 5987 for non-ASCII names)',
  content: { [XLSX_TYPE]: { schema: z.string().describe('binary') } },
};

/**
 * The parts catalogue of spec §7 "Home and manuals" and "Search". Legacy near-duplicate paths are
 * kept as real routes but share one service function each (tree, BOM, part search, where-used).
 * Permissions: browsing PER_MANUAL_VIEW; VIN lookups PER_VIN_SEARCH (lists) and PER_VIN_VIEW
 * (vehicle details; also needed for a `vinCode` on browsing calls); configuration search
 * PER_MODEL_SEARCH; part tabs their PER_MANUAL_PART_* codes; exports PER_MANUAL_VIEW.
 */
export const catalogueRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  // ------------------------------------------------------------ home

  r.post('/rest/home/catelog', {
    config: { permission: 'PER_MODEL_SEARCH', readOnly: true },
    schema: { tags, summary: 'Cascading selects of the configuration search: lines, series of code0, models of code1', body: ZCatelogSelectRequest, response: { 200: envelope(ZCatelogSelects) } },
  }, async (req) => ok(await catalogue.getCatelogSelects(ctx, req.body, req.lang)));

  r.post('/rest/home/vin', {
    config: { permission: 'PER_VIN_SEARCH', readOnly: true },
    schema: { tags, summary: 'VINs containing the typed characters (at least 6), 10 a page', body: ZVinSearchRequest, response: { 200: envelope(page(ZVinHit)) } },
  }, async (req) => ok(await catalogue.searchVins(ctx, req.body, req.lang)));

  r.get('/rest/home/manuals', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Home tiles: every manual module', response: { 200: envelope(z.array(ZManualModule)) } },
  }, async (req) => ok(await catalogue.listManuals(ctx, req.lang)));

  r.get('/rest/model/vinQuery', {
    config: { permission: 'PER_VIN_VIEW' },
    schema: { tags, summary: 'A VIN\'s vehicle and the manuals of its model', querystring: ZVinManualsQuery, response: { 200: envelope(ZVinManuals) } },
  }, async (req, reply) => sendJson(reply, await catalogue.getVinManualsJson(ctx, req.query.vinCode, req.query.code0, req.lang)));

  r.get('/rest/model/getManualsByModelApplic', {
    config: { permission: 'PER_MODEL_SEARCH' },
    schema: { tags, summary: 'Manual modules applying to a line, series and model', querystring: ZManualsByApplicQuery, response: { 200: envelope(z.array(ZManualModule)) } },
  }, async (req) => ok(await catalogue.getManualsByApplic(ctx, req.query, req.lang)));

  // ------------------------------------------------------------ trees (one service)

  r.get('/rest/model/root', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Catalogue roots: the production lines', response: { 200: envelope(z.array(ZTreeNode)) } },
  }, async (req) => ok(await catalogue.listRoots(ctx, req.lang)));

  r.get('/rest/part/search/root', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Catalogue roots (same as /rest/model/root)', response: { 200: envelope(z.array(ZTreeNode)) } },
  }, async (req) => ok(await catalogue.listRoots(ctx, req.lang)));

  for (const path of ['/rest/model/childs', '/rest/part/search/child']) {
    r.get(path, {
      config: { permission: 'PER_MANUAL_VIEW' },
      schema: { tags, summary: 'Children of a node; a VIN keeps only branches with rows for that vehicle', querystring: ZNodeQuery, response: { 200: envelope(z.array(ZTreeNode)) } },
    }, async (req) => ok(await catalogue.getChildren(ctx, userOf(req), req.query, req.lang)));
  }

  r.post('/rest/part/search/next', {
    config: { permission: 'PER_MANUAL_VIEW', readOnly: true },
    schema: { tags, summary: 'Children of a node (body form of childs)', body: ZNodeQuery, response: { 200: envelope(z.array(ZTreeNode)) } },
  }, async (req) => ok(await catalogue.getChildren(ctx, userOf(req), req.body, req.lang)));

  r.post('/rest/part/search/recursion', {
    config: { permission: 'PER_MANUAL_VIEW', readOnly: true },
    schema: { tags, summary: 'The whole subtree of a node', body: ZNodeQuery, response: { 200: envelope(ZTreeNode) } },
  }, async (req) => ok(await catalogue.getSubtree(ctx, userOf(req), req.body, req.lang)));

  r.get('/rest/part/search/partlist', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'The partlists under a node, flat', querystring: ZNodeQuery, response: { 200: envelope(z.array(ZTreeNode)) } },
  }, async (req) => ok(await catalogue.listPartlists(ctx, userOf(req), req.query, req.lang)));

  for (const path of ['/rest/model/tree', '/rest/part/search/tree']) {
    r.get(path, {
      config: { permission: 'PER_MANUAL_VIEW' },
      schema: { tags, summary: 'The tree of a line, series or model node', querystring: ZTreeQuery, response: { 200: envelope(ZTreeNode) } },
    }, async (req) => ok(await catalogue.getTree(ctx, userOf(req), req.query, req.lang)));
  }

  r.get('/rest/model/treeByCode', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'The tree of a line, series or model by code', querystring: ZTreeByCodeRequest, response: { 200: envelope(ZTreeNode) } },
  }, async (req) => ok(await catalogue.getTreeByCode(ctx, userOf(req), req.query, req.lang)));

  for (const path of ['/rest/model/treeByCode', '/rest/instance/treeByCode']) {
    r.post(path, {
      config: { permission: 'PER_MANUAL_VIEW', readOnly: true },
      schema: { tags, summary: 'The tree of a line, series or model by code (body form)', body: ZTreeByCodeRequest, response: { 200: envelope(ZTreeNode) } },
    }, async (req) => ok(await catalogue.getTreeByCode(ctx, userOf(req), req.body, req.lang)));
  }

  r.get('/rest/model/queryTreeByLevel', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'A node and `level` levels below it', querystring: ZTreeByLevelQuery, response: { 200: envelope(ZTreeNode) } },
  }, async (req) => ok(await catalogue.getTreeByLevel(ctx, req.query, req.lang)));

  r.post('/rest/model/treeByVin', {
    config: { permission: 'PER_VIN_VIEW', readOnly: true },
    schema: { tags, summary: 'A VIN\'s vehicle and its tree, only partlists with rows for it', body: ZTreeByVinRequest, response: { 200: envelope(ZVehicleTree) } },
  }, async (req) => ok(await catalogue.getTreeByVin(ctx, req.body.vinCode, req.lang)));

  r.get('/rest/model/getAllChilds/:id', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Every node under a line, series or model, depth first', params: ZIdParams, response: { 200: envelope(z.array(ZTreeNode)) } },
  }, async (req) => ok(await catalogue.getAllChildren(ctx, req.params.id, req.lang)));

  r.get('/rest/model/getPhoto/:id', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'The picture key (file id) of a line, series or model', params: ZIdParams, response: { 200: envelope(ZRootPhoto) } },
  }, async (req) => ok(await catalogue.getRootPhoto(ctx, req.params.id)));

  r.get('/rest/model/ass/getAssembiy/:rootCode/:code', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'A system or assembly of a series (or model) by code, with its partlists', params: ZAssemblyParams, response: { 200: envelope(ZTreeNode) } },
  }, async (req) => ok(await catalogue.getAssembly(ctx, req.params.rootCode, req.params.code, req.lang)));

  r.get('/rest/model/applic', {
    config: { permission: 'PER_MODEL_SEARCH' },
    schema: { tags, summary: 'The applicability string of a line, series or model', querystring: ZApplicQuery, response: { 200: envelope(ZApplic) } },
  }, async (req) => ok(await catalogue.getApplic(ctx, req.query.code)));

  r.get('/rest/model/zone-key', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Type-ahead: series (ModelRoot), models (Model) or parts (Part) by code or name, at most 20', querystring: ZZoneKeyQuery, response: { 200: envelope(z.array(ZZoneKeyHit)) } },
  }, async (req) => ok(await catalogue.findZoneKeys(ctx, req.query, req.lang)));

  r.get('/rest/modelinfo/view/img', {
    config: { permission: 'PER_MANUAL_VIEW', tokenInQuery: true },
    schema: { tags, summary: 'A line, series, model or tile picture (SVG); usable as <img src> with ?ticket=', querystring: ZImageQuery, response: { 200: svgResponse } },
  }, async (req, reply) => sendSvg(reply, await catalogue.getModelImage(ctx, req.query.key)));

  // ------------------------------------------------------------ BOM (one service)

  r.get('/rest/model/partlist/:id', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'A partlist\'s BOM and drawing; a VIN keeps the rows for that vehicle', params: ZIdParams, querystring: ZBomQuery, response: { 200: envelope(ZBom) } },
  }, async (req) => ok(await catalogue.getBom(ctx, userOf(req), req.params.id, req.query, req.lang)));

  for (const path of ['/rest/model/queryPartlistItemdata', '/rest/part/search/items']) {
    r.get(path, {
      config: { permission: 'PER_MANUAL_VIEW' },
      schema: { tags, summary: 'A partlist\'s BOM (query form of partlist/{id})', querystring: ZBomItemsQuery, response: { 200: envelope(ZBom) } },
    }, async (req) => ok(await catalogue.getBom(ctx, userOf(req), req.query.partlistId, req.query, req.lang)));
  }

  r.get('/rest/model/partlist/:id/drawing', {
    config: { permission: 'PER_MANUAL_VIEW', tokenInQuery: true },
    schema: { tags, summary: 'The exploded drawing (SVG; elements carry data-ball="N"); usable in <img>/<object> with ?ticket=', params: ZIdParams, response: { 200: svgResponse } },
  }, async (req, reply) => sendSvg(reply, await catalogue.getDrawing(ctx, req.params.id)));

  // ------------------------------------------------------------ parts

  for (const path of ['/rest/model/part/:id', '/rest/base/part/getPartMaster/:id']) {
    r.get(path, {
      config: { permission: 'PER_MANUAL_PART_INFO' },
      schema: { tags, summary: 'Part detail (part info tab)', params: ZIdParams, response: { 200: envelope(ZPartDetail) } },
    }, async (req) => ok(await partsService.getPartDetail(ctx, userOf(req), req.params.id, req.lang)));
  }

  r.get('/rest/part/search/detail', {
    config: { permission: 'PER_MANUAL_PART_INFO' },
    schema: { tags, summary: 'Part detail (query form)', querystring: ZPartIdQuery, response: { 200: envelope(ZPartDetail) } },
  }, async (req) => ok(await partsService.getPartDetail(ctx, userOf(req), req.query.id, req.lang)));

  r.get('/rest/base/part/photos/:id', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'The part\'s photos for the physical-map tab (no gate beyond viewing the catalogue, spec §2)', params: ZIdParams, response: { 200: envelope(ZPartPhotos) } },
  }, async (req) => ok(await partsService.getPartPhotos(ctx, req.params.id)));

  r.get('/rest/base/part/photo/:code/:index', {
    config: { permission: 'PER_MANUAL_VIEW', tokenInQuery: true },
    schema: { tags, summary: 'Part photo 1–5 (SVG); usable as <img src> with ?ticket=', params: ZPhotoParams, response: { 200: svgResponse } },
  }, async (req, reply) => sendSvg(reply, await partsService.getPartPhoto(ctx, req.params.code, req.params.index)));

  r.get('/rest/model/getAlternate/:code', {
    config: { permission: 'PER_MANUAL_PART_EXCHANGE_RELATION' },
    schema: { tags, summary: 'Exchange relation: supersession chain, predecessors and successors', params: ZPartCodeParams, response: { 200: envelope(ZAlternate) } },
  }, async (req) => ok(await partsService.getAlternate(ctx, req.params.code, req.lang)));

  r.get('/rest/part/search/spr', {
    config: { permission: 'PER_MANUAL_PART_EXCHANGE_RELATION' },
    schema: { tags, summary: 'Exchange relation (query form of getAlternate)', querystring: ZPartCodeQuery, response: { 200: envelope(ZAlternate) } },
  }, async (req) => ok(await partsService.getAlternate(ctx, req.query.code, req.lang)));

  r.get('/rest/base/part/getLableTimes/:id', {
    config: { permission: 'PER_MANUAL_PART_LABORTIME' },
    schema: { tags, summary: 'Labour times of a part: its jobs on every model (labour-times.service)', params: ZIdParams, response: { 200: envelope(z.array(ZPartLabourTime)) } },
  }, async (req) => ok(await listPartLabourTimes(ctx, req.params.id, req.lang)));

  r.get('/rest/part/search/hours', {
    config: { permission: 'PER_MANUAL_PART_LABORTIME' },
    schema: { tags, summary: 'Labour times of a part (query form of getLableTimes)', querystring: ZPartIdQuery, response: { 200: envelope(z.array(ZPartLabourTime)) } },
  }, async (req) => ok(await listPartLabourTimes(ctx, req.query.id, req.lang)));

  r.get('/rest/base/part/partClassification/:id', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'The part\'s category', params: ZIdParams, response: { 200: envelope(ZPartClassification) } },
  }, async (req) => ok(await partsService.getPartClassification(ctx, req.params.id, req.lang)));

  r.get('/rest/base/part/partJsonProperties/:id', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'The part\'s technical properties as key/value rows', params: ZIdParams, response: { 200: envelope(z.array(ZPartProperty)) } },
  }, async (req) => ok(await partsService.getPartProperties(ctx, req.params.id)));

  for (const [path, summary] of [['/rest/model/userRemark/:id', 'My private remark on a part (with the global one)'], ['/rest/model/globalRemark/:id', 'The global remark on a part (with mine)']] as const) {
    r.get(path, {
      config: { permission: 'PER_MANUAL_PART_REMARK' },
      schema: { tags, summary, params: ZIdParams, response: { 200: envelope(ZPartRemarks) } },
    }, async (req) => ok(await partsService.getRemarks(ctx, userOf(req), req.params.id, req.lang)));
  }

  r.post('/rest/base/part/userRemark', {
    config: { permission: 'PER_MANUAL_PART_REMARK_EDIT', objectRef: 'PartRemark' },
    schema: { tags, summary: 'Save my private remark on a part; empty deletes it', body: ZUserRemarkRequest, response: { 200: envelope(ZPartRemarks) } },
  }, async (req) => ok(await partsService.saveUserRemark(ctx, userOf(req), req.body, req.lang)));

  // ------------------------------------------------------------ part search (one service)

  for (const path of ['/rest/model/search/all/part/codeName', '/rest/ElasticSearch/part']) {
    r.post(path, {
      config: { permission: 'PER_MANUAL_VIEW', readOnly: true },
      schema: { tags, summary: 'Parts by code (exact, then prefix) or name in any language, paged; counted up to 1000', body: ZPartSearchRequest, response: { 200: envelope(ZPartHitPage) } },
    }, async (req) => ok(await partsService.findParts(ctx, req.body, req.lang)));
  }

  r.get('/rest/model/search/part/:id', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Part search within a line, series or model', params: ZIdParams, querystring: ZPartSearchQuery, response: { 200: envelope(ZPartHitPage) } },
  }, async (req) => ok(await partsService.findPartsInRoot(ctx, req.params.id, req.query, req.lang)));

  r.get('/rest/search/any', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'One search box: VIN, part code, bar code, serial number or name; says what it found', querystring: ZAnySearchQuery, response: { 200: envelope(ZAnySearch) } },
  }, async (req, reply) => sendJson(reply, await catalogue.searchAnyJson(ctx, userOf(req), req.query.key, req.lang)));

  // ------------------------------------------------------------ where-used (one service)

  for (const path of ['/rest/model/used/part/:id', '/rest/base/part/relatingPartlists/:id']) {
    r.get(path, {
      config: { permission: 'PER_MANUAL_VIEW' },
      schema: { tags, summary: 'Where a part is used: its partlist rows with their paths, a page at a time', params: ZIdParams, querystring: ZWhereUsedQuery, response: { 200: envelope(ZWhereUsed) } },
    }, async (req) => ok(await partsService.getWhereUsed(ctx, req.params.id, req.query, req.lang)));
  }

  r.get('/rest/base/search/partPath', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Where a part is used (query form)', querystring: ZPartPathQuery, response: { 200: envelope(ZWhereUsed) } },
  }, async (req) => ok(await partsService.getWhereUsed(ctx, req.query.partId, req.query, req.lang)));

  r.get('/rest/model/search/used/part/:rootCode/:partCode', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Where a part (by code) is used within a line, series or model (by code), a page at a time', params: ZUsedInRootParams, querystring: ZWhereUsedQuery, response: { 200: envelope(ZWhereUsed) } },
  }, async (req) => ok(await partsService.getWhereUsedInRoot(ctx, req.params.rootCode, req.params.partCode, req.query, req.lang)));

  r.get('/rest/base/search/jump', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Where to open the tree for a hit: the partlist\'s path and the part\'s balloons', querystring: ZJumpQuery, response: { 200: envelope(ZJump) } },
  }, async (req) => ok(await partsService.getJump(ctx, req.query.partlistId, req.query.partId, req.lang)));

  r.post('/rest/model/treeByBarCode', {
    config: { permission: 'PER_MANUAL_VIEW', readOnly: true },
    schema: { tags, summary: 'The part with a bar code and the partlists using it', body: ZBarCodeRequest, response: { 200: envelope(ZPartLocation) } },
  }, async (req) => ok(await partsService.locateByBarCode(ctx, req.body.barCode, req.lang)));

  r.get('/rest/model/queryMatnrSBOMTree', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'A material\'s partlists as a pruned tree, optionally within a line, series or model', querystring: ZMaterialTreeQuery, response: { 200: envelope(ZPartLocation) } },
  }, async (req) => ok(await partsService.locateMaterial(ctx, req.query.materialCode, req.query.rootId, req.lang)));

  r.get('/rest/model/queryVinMatnr', {
    config: { permission: 'PER_VIN_VIEW' },
    schema: { tags, summary: 'Where a material sits in one vehicle', querystring: ZVinMaterialQuery, response: { 200: envelope(ZPartLocation) } },
  }, async (req) => ok(await partsService.locateMaterialInVehicle(ctx, req.query.vinCode, req.query.materialCode, req.lang)));

  // ------------------------------------------------------------ serial numbers and baselines

  r.get('/rest/search/sn', {
    config: { permission: 'PER_VIN_VIEW' },
    schema: { tags, summary: 'A serial number\'s part and vehicle', querystring: ZSerialQuery, response: { 200: envelope(ZSerialInfo) } },
  }, async (req) => ok(await catalogue.getSerial(ctx, req.query.sn, req.lang)));

  r.get('/rest/search/basic/sn', {
    config: { permission: 'PER_VIN_SEARCH' },
    schema: { tags, summary: 'A serial number\'s part and VIN, short', querystring: ZSerialQuery, response: { 200: envelope(ZSerialBasic) } },
  }, async (req) => ok(await catalogue.getSerialBasic(ctx, req.query.sn, req.lang)));

  r.get('/rest/search/baselineId', {
    config: { permission: 'PER_MODEL_SEARCH' },
    schema: { tags, summary: 'A model\'s BOM baseline (by model code) with its tree', querystring: ZBaselineQuery, response: { 200: envelope(ZBaselineTree) } },
  }, async (req) => ok(await catalogue.getBaselineTree(ctx, req.query.baselineId, req.lang)));

  r.get('/rest/search/basic/baseline', {
    config: { permission: 'PER_MODEL_SEARCH' },
    schema: { tags, summary: 'A model\'s BOM baseline (by model code), short', querystring: ZBaselineQuery, response: { 200: envelope(ZBaseline) } },
  }, async (req) => ok(await catalogue.getBaselineBasic(ctx, req.query.baselineId, req.lang)));

  // ------------------------------------------------------------ exports

  r.get('/rest/part/export', {
    config: { permission: 'PER_MANUAL_VIEW', tokenInQuery: true },
    schema: { tags, summary: 'One partlist\'s BOM as .xlsx (a VIN keeps its rows)', querystring: ZPartExportQuery, response: { 200: xlsxResponse } },
  }, async (req, reply) => sendXlsx(reply, await exportPartlist(ctx, userOf(req), req.query, req.lang)));

  r.get('/rest/export/parts', {
    config: { permission: 'PER_MANUAL_VIEW', tokenInQuery: true },
    schema: { tags, summary: 'A partlist, or all partlists under a line, series or model, as .xlsx', querystring: ZPartsExportQuery, response: { 200: xlsxResponse } },
  }, async (req, reply) => sendXlsx(reply, await exportParts(ctx, req.query, req.lang)));

  r.get('/rest/model/export', {
    config: { permission: 'PER_MANUAL_VIEW', tokenInQuery: true },
    schema: { tags, summary: 'The model export (code0, code1, code2, objectType, rootId) as {manual name}.xlsx', querystring: ZModelExportQuery, response: { 200: xlsxResponse } },
  }, async (req, reply) => sendXlsx(reply, await exportModel(ctx, req.query, req.lang)));
};
