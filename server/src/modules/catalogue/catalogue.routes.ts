import type { FastifyReply } from 'fastify';
import { catalogueEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok, sendJson } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as catalogue from './catalogue.service.js';
import * as partsService from './catalogue.parts.js';
import { exportModel, exportPartlist, exportParts, type ExportFile } from './catalogue.export.js';
import { sendSvg, sendXlsx } from '../../platform/download.js';
import { requireCatalogueScope, scopeOf } from './catalogue.access.js';

const sendFile = (reply: FastifyReply, file: ExportFile) => sendXlsx(reply, file.fileName, file.data);

/** SVG may carry script: served files run nothing and load nothing (styles inline only). */
/**
 * The parts catalogue (contract/src/catalogue/endpoints.ts). Legacy near-duplicate paths are
 * kept as real routes but share one service function each (tree, BOM, part search, where-used).
 * Every route asks paid access first (decision 043), in one hook for the module's scope: it refuses
 * a single object outside the caller's bought series; lists narrow themselves by `scopeOf(req)`.
 */
export const catalogueRoutes: RoutesPlugin = (app, ctx) => {
  requireCatalogueScope(app, ctx);
  mount(app, E, {
    // ------------------------------------------------------------ home
    catelogSelects: async (req) => ok(await catalogue.getCatelogSelects(ctx, req.body, req.lang, scopeOf(req))),
    searchVins: async (req) => ok(await catalogue.searchVins(ctx, req.body, req.lang, scopeOf(req))),
    manuals: async (req) => ok(await catalogue.listManuals(ctx, req.lang, scopeOf(req))),
    vinManuals: async (req, reply) => sendJson(reply, await catalogue.getVinManualsJson(ctx, req.query.vinCode, req.query.code0, req.lang)),
    manualsByApplic: async (req) => ok(await catalogue.getManualsByApplic(ctx, req.query, req.lang)),

    // ------------------------------------------------------------ trees (one service)
    roots: async (req) => ok(await catalogue.listRoots(ctx, req.lang, scopeOf(req))),
    searchRoots: async (req) => ok(await catalogue.listRoots(ctx, req.lang, scopeOf(req))),
    children: async (req) => ok(await catalogue.getChildren(ctx, userOf(req), req.query, req.lang, scopeOf(req))),
    searchChildren: async (req) => ok(await catalogue.getChildren(ctx, userOf(req), req.query, req.lang, scopeOf(req))),
    nextChildren: async (req) => ok(await catalogue.getChildren(ctx, userOf(req), req.body, req.lang, scopeOf(req))),
    subtree: async (req) => ok(await catalogue.getSubtree(ctx, userOf(req), req.body, req.lang, scopeOf(req))),
    partlists: async (req) => ok(await catalogue.listPartlists(ctx, userOf(req), req.query, req.lang, scopeOf(req))),
    tree: async (req) => ok(await catalogue.getTree(ctx, userOf(req), req.query, req.lang, scopeOf(req))),
    searchTree: async (req) => ok(await catalogue.getTree(ctx, userOf(req), req.query, req.lang, scopeOf(req))),
    treeByCode: async (req) => ok(await catalogue.getTreeByCode(ctx, userOf(req), req.query, req.lang, scopeOf(req))),
    treeByCodeBody: async (req) => ok(await catalogue.getTreeByCode(ctx, userOf(req), req.body, req.lang, scopeOf(req))),
    instanceTreeByCode: async (req) => ok(await catalogue.getTreeByCode(ctx, userOf(req), req.body, req.lang, scopeOf(req))),
    treeByLevel: async (req) => ok(await catalogue.getTreeByLevel(ctx, req.query, req.lang, scopeOf(req))),
    treeByVin: async (req) => ok(await catalogue.getTreeByVin(ctx, req.body.vinCode, req.lang)),
    allChildren: async (req) => ok(await catalogue.getAllChildren(ctx, req.params.id, req.lang, scopeOf(req))),
    rootPhoto: async (req) => ok(await catalogue.getRootPhoto(ctx, req.params.id)),
    assembly: async (req) => ok(await catalogue.getAssembly(ctx, req.params.rootCode, req.params.code, req.lang)),
    applic: async (req) => ok(await catalogue.getApplic(ctx, req.query.code)),
    zoneKeys: async (req) => ok(await catalogue.findZoneKeys(ctx, req.query, req.lang, scopeOf(req))),
    modelImage: async (req, reply) => sendSvg(reply, await catalogue.getModelImage(ctx, req.query.key)),

    // ------------------------------------------------------------ BOM (one service)
    bom: async (req) => ok(await catalogue.getBom(ctx, userOf(req), req.params.id, req.query, req.lang)),
    bomItems: async (req) => ok(await catalogue.getBom(ctx, userOf(req), req.query.partlistId, req.query, req.lang)),
    searchItems: async (req) => ok(await catalogue.getBom(ctx, userOf(req), req.query.partlistId, req.query, req.lang)),
    drawing: async (req, reply) => sendSvg(reply, await catalogue.getDrawing(ctx, req.params.id)),

    // ------------------------------------------------------------ parts
    part: async (req) => ok(await partsService.getPartDetail(ctx, userOf(req), req.params.id, req.lang)),
    partMaster: async (req) => ok(await partsService.getPartDetail(ctx, userOf(req), req.params.id, req.lang)),
    partDetail: async (req) => ok(await partsService.getPartDetail(ctx, userOf(req), req.query.id, req.lang)),
    partPhotos: async (req) => ok(await partsService.getPartPhotos(ctx, req.params.id)),
    partPhoto: async (req, reply) => sendSvg(reply, await partsService.getPartPhoto(ctx, req.params.code, req.params.index)),
    alternate: async (req) => ok(await partsService.getAlternate(ctx, req.params.code, req.lang)),
    searchAlternate: async (req) => ok(await partsService.getAlternate(ctx, req.query.code, req.lang)),
    labourTimes: async (req) => ok(await partsService.getPartLabourTimes(ctx, req.params.id, req.lang)),
    searchHours: async (req) => ok(await partsService.getPartLabourTimes(ctx, req.query.id, req.lang)),
    classification: async (req) => ok(await partsService.getPartClassification(ctx, req.params.id, req.lang)),
    properties: async (req) => ok(await partsService.getPartProperties(ctx, req.params.id, req.lang)),
    userRemark: async (req) => ok(await partsService.getRemarks(ctx, userOf(req), req.params.id, req.lang)),
    globalRemark: async (req) => ok(await partsService.getRemarks(ctx, userOf(req), req.params.id, req.lang)),
    saveUserRemark: async (req) => ok(await partsService.saveUserRemark(ctx, userOf(req), req.body, req.lang)),

    // ------------------------------------------------------------ part search (one service)
    searchParts: async (req) => ok(await partsService.searchParts(ctx, req.body, req.lang, scopeOf(req))),
    elasticSearchParts: async (req) => ok(await partsService.searchParts(ctx, req.body, req.lang, scopeOf(req))),
    searchPartsInRoot: async (req) => ok(await partsService.findPartsInRoot(ctx, req.params.id, req.query, req.lang, scopeOf(req))),
    searchAny: async (req, reply) => sendJson(reply, await catalogue.searchAnyJson(ctx, userOf(req), req.query.key, req.lang, scopeOf(req))),

    // ------------------------------------------------------------ where-used (one service)
    whereUsed: async (req) => ok(await partsService.getWhereUsed(ctx, req.params.id, req.query, req.lang, scopeOf(req))),
    relatingPartlists: async (req) => ok(await partsService.getWhereUsed(ctx, req.params.id, req.query, req.lang, scopeOf(req))),
    partPath: async (req) => ok(await partsService.getWhereUsed(ctx, req.query.partId, req.query, req.lang, scopeOf(req))),
    whereUsedInRoot: async (req) => ok(await partsService.getWhereUsedInRoot(ctx, req.params.rootCode, req.params.partCode, req.query, req.lang, scopeOf(req))),
    jump: async (req) => ok(await partsService.getJump(ctx, req.query.partlistId, req.query.partId, req.lang)),
    treeByBarCode: async (req) => ok(await partsService.locateByBarCode(ctx, req.body.barCode, req.lang, scopeOf(req))),
    materialTree: async (req) => ok(await partsService.locateMaterial(ctx, req.query.materialCode, req.query.rootId, req.lang, scopeOf(req))),
    vinMaterial: async (req) => ok(await partsService.locateMaterialInVehicle(ctx, req.query.vinCode, req.query.materialCode, req.lang)),

    // ------------------------------------------------------------ serial numbers and baselines
    serial: async (req) => ok(await catalogue.getSerial(ctx, req.query.sn, req.lang)),
    serialBasic: async (req) => ok(await catalogue.getSerialBasic(ctx, req.query.sn, req.lang)),
    baselineTree: async (req) => ok(await catalogue.getBaselineTree(ctx, req.query.baselineId, req.lang)),
    baselineBasic: async (req) => ok(await catalogue.getBaselineBasic(ctx, req.query.baselineId, req.lang)),

    // ------------------------------------------------------------ exports
    exportPartlist: async (req, reply) => sendFile(reply, await exportPartlist(ctx, userOf(req), req.query, req.lang)),
    exportParts: async (req, reply) => sendFile(reply, await exportParts(ctx, req.query, req.lang, scopeOf(req))),
    exportModel: async (req, reply) => sendFile(reply, await exportModel(ctx, req.query, req.lang, scopeOf(req))),
  });
};
