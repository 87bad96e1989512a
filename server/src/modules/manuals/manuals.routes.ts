import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, manualsEndpoints as E } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { mount } from '../../platform/endpoints.js';
import { readOneFile } from '../../platform/upload.js';
import { BizError } from '../../platform/errors.js';
import { ok } from '../../platform/envelope.js';
import { renderError } from '../../platform/i18n.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { sendAttachment } from '../../platform/download.js';
import * as manuals from './manuals.service.js';
import { exportManual } from './manuals.export.js';
import { importManualZip } from './manuals.import.js';
import { getManualImage, IMAGE_CSP, renderTopicDocument, TOPIC_CSP } from './manuals.render.js';

/**
 * A document opened by a link ticket gets image links with tickets of their own; one fetched with
 * the header needs none (the caller sends the header).
 */
function imageLinks(ctx: AppContext, req: FastifyRequest): ((path: string) => string) | undefined {
  if (!(req.query as { ticket?: string } | undefined)?.ticket) return undefined;
  const tokenId = userOf(req).tokenId;
  return (path) => `${path}?ticket=${encodeURIComponent(ctx.tickets.issue(tokenId, path).ticket)}`;
}

/** Served documents and images: nothing runs, nothing is sniffed, the token never leaks as a referrer. */
function secure(reply: FastifyReply, csp: string) {
  return reply
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'SAMEORIGIN');
}

function sendFile(reply: FastifyReply, file: { fileName: string; mime: string; data: Buffer }) {
  return sendAttachment(secure(reply, TOPIC_CSP), file.fileName, file.mime, file.data);
}

/**
 * Manuals, topics and wiring diagrams (spec §7 "Manual trees" and the related favourite, log,
 * import, export and config calls). Browsing needs PER_MANUAL_VIEW plus the manual type's
 * permission (checked on the manual, see manuals.access.ts); review needs
 * PER_PENDING_REVIEW_MANUAL_VIEW and the transition's own code; import PER_DATA_MANAGEMENT_VIEW.
 * The typed manual paths of spec §7 (circuit, user, labour-time root and childs, sheet-metal
 * root) answer like /rest/manual/root and /childs for their one type.
 */
export const manualsRoutes: RoutesPlugin = (app, ctx) => mount(app, E, {
  // ------------------------------------------------------------ manuals and trees
  roots: async (req) => ok(await manuals.listRoots(ctx, userOf(req), req.query, req.lang)),
  children: async (req) => ok(await manuals.getChildren(ctx, userOf(req), req.query, req.lang)),
  tree: async (req) => ok(await manuals.getTree(ctx, userOf(req), req.query.rootId, req.lang)),
  searchRoots: async (req) => ok(await manuals.searchRoots(ctx, userOf(req), req.query, req.lang)),
  list: async (req) => ok(await manuals.findRoots(ctx, userOf(req), req.query, req.lang)),
  topic: async (req) => ok(await manuals.getTopicDetail(ctx, userOf(req), req.query.id, req.query.lang ?? req.lang)),
  epcImages: async (req) => ok(await manuals.searchEpcImages(ctx, userOf(req), req.query.topicId, req.lang)),
  partService: async (req) => ok(await manuals.getPartTopics(ctx, userOf(req), req.query.partId, 'SERVICE', req.lang)),
  partCircuit: async (req) => ok(await manuals.getPartTopics(ctx, userOf(req), req.query.partId, 'CIRCUIT', req.lang)),

  // ------------------------------------------------------------ typed manuals
  circuitRoots: async (req) => ok(await manuals.listRoots(ctx, userOf(req), { ...req.query, type: 'CIRCUIT' }, req.lang)),
  circuitChildren: async (req) => ok(await manuals.getChildren(ctx, userOf(req), req.query, req.lang, 'CIRCUIT')),
  userRoots: async (req) => ok(await manuals.listRoots(ctx, userOf(req), { ...req.query, type: 'USER' }, req.lang)),
  userChildren: async (req) => ok(await manuals.getChildren(ctx, userOf(req), req.query, req.lang, 'USER')),
  labourTimeRoots: async (req) => ok(await manuals.listRoots(ctx, userOf(req), { ...req.query, type: 'LABORTIME' }, req.lang)),
  labourTimeChildren: async (req) => ok(await manuals.getChildren(ctx, userOf(req), req.query, req.lang, 'LABORTIME')),
  metalRoots: async (req) => ok(await manuals.listRoots(ctx, userOf(req), { ...req.query, type: 'METAL' }, req.lang)),

  // ------------------------------------------------------------ wiring diagrams
  diagram: async (req, reply) => secure(reply, IMAGE_CSP).header('cache-control', 'private, max-age=300').type('image/svg+xml')
    .send(await manuals.getDiagramSvg(ctx, userOf(req), req.params.id)),
  searchLabels: async (req) => ok(await manuals.searchLabels(ctx, userOf(req), req.query, req.lang)),

  // ------------------------------------------------------------ documents and images
  topicHtml: async (req, reply) => {
    const html = await renderTopicDocument(ctx, userOf(req), req.params.id, req.query.lang ?? req.lang, imageLinks(ctx, req));
    // The document holds tickets in its image links: never cached.
    return secure(reply, TOPIC_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  },
  image: async (req, reply) => {
    const image = await getManualImage(ctx, userOf(req), req.params.id);
    return secure(reply, IMAGE_CSP).header('cache-control', 'private, max-age=3600').type(image.mime).send(image.data);
  },

  // ------------------------------------------------------------ search
  searchTopics: async (req) => ok(await manuals.searchTopics(ctx, userOf(req), req.body, req.lang)),

  // ------------------------------------------------------------ logs (topic favourites: favorites.routes.ts)
  logView: async (req) => ok(await manuals.recordTopicLog(ctx, userOf(req), req.params.id, 'VIEW', req.query.lang ?? req.lang)),
  logPrint: async (req) => ok(await manuals.recordTopicLog(ctx, userOf(req), req.params.id, 'PRINT', req.query.lang ?? req.lang)),

  // ------------------------------------------------------------ review
  review: async (req) => ok(await manuals.getReview(ctx, userOf(req), req.query.rootId, req.lang)),
  decideReview: async (req) => ok(await manuals.reviewManual(ctx, userOf(req), req.body, req.lang)),

  // ------------------------------------------------------------ export and import
  exportFile: async (req, reply) => {
    const file = await exportManual(ctx, userOf(req), req.body, req.lang);
    return sendFile(reply, file);
  },
  importZip: async (req, reply) => {
    const upload = await readOneFile(req, () => new BizError('MANUAL_IMPORT_TOO_LARGE', { max: LIMITS.manualImportMaxMb }));
    const outcome = await importManualZip(ctx, userOf(req), upload, req.lang);
    if ('errors' in outcome) {
      const code = 'MANUAL_IMPORT_FAILED' as const;
      return reply.send({ success: false as const, code: new BizError(code).code, message: renderError(code, req.lang), errorData: outcome.errors });
    }
    return ok(outcome.result);
  },

  // ------------------------------------------------------------ struct view configuration
  functionLinks: async (req) => ok(await manuals.getFunctionLinks(ctx, userOf(req), req.query, req.lang)),
  structTabs: async (req) => ok(manuals.getStructTabs(userOf(req))),
  zoneKeys: async () => ok(manuals.getZoneKeys()),
});

