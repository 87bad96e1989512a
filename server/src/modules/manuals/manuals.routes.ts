import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  envelope, LIMITS, page, ZFunctionLink, ZFunctionLinksQuery, ZLabelHit, ZLabelSearchQuery, ZManualChildQuery, ZManualChildsQuery,
  ZManualExportRequest, ZManualImageParams, ZManualImportFailure, ZManualImportResult, ZManualListQuery, ZManualNode, ZManualReview,
  ZManualReviewQuery, ZManualReviewRequest, ZManualRoot, ZManualRootQuery, ZManualRootSearchQuery, ZManualTree, ZManualTreeQuery,
  ZEpcImage, ZEpcImageQuery, ZPartTopic, ZPartTopicsQuery, ZStructTabConfig, ZTokenQuery, ZTopicDetail,
  ZTopicHtmlParams, ZTopicHtmlQuery, ZTopicIdParams, ZTopicLogEntry, ZTopicLogQuery,
  ZTopicSearchPage, ZTopicSearchRequest, ZTypedManualRootQuery, ZZoneKeyConfig, type ManualType, type PermissionCode,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { BizError } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { renderError } from '../../platform/i18n.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import { contentDisposition } from '../catalogue/catalogue.export.js';
import * as manuals from './manuals.service.js';
import { exportManual } from './manuals.export.js';
import { importManualZip } from './manuals.import.js';
import { getManualImage, IMAGE_CSP, renderTopicDocument, TOPIC_CSP } from './manuals.render.js';

const tags = ['manuals'];

const htmlResponse = { description: 'A whole HTML document (Content-Security-Policy without scripts)', content: { 'text/html': { schema: z.string() } } };
const svgResponse = { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } };
const imageResponse = { description: 'An image (PNG, JPEG, GIF, WebP or SVG)', content: { 'image/*': { schema: z.string().describe('binary') } } };
const fileResponse = { description: 'application/zip or text/html, with Content-Disposition', content: { 'application/octet-stream': { schema: z.string().describe('binary') } } };

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
  return secure(reply, TOPIC_CSP).header('content-disposition', contentDisposition(file.fileName)).type(file.mime).send(file.data);
}

/** Typed manual paths of spec §7: circuit, user, labour-time (root and childs), sheet-metal (root). */
const TYPED_PATHS: { prefix: string; type: ManualType; permission: PermissionCode; childs: boolean }[] = [
  { prefix: '/rest/circuit-manual', type: 'CIRCUIT', permission: 'PER_MANUAL_CIRCUIT_MANUAL', childs: true },
  { prefix: '/rest/user-manual', type: 'USER', permission: 'PER_MANUAL_USER_MANUAL', childs: true },
  { prefix: '/rest/lt-manual', type: 'LABORTIME', permission: 'PER_MANUAL_PART_LABOR_TIME', childs: true },
  { prefix: '/rest/metal-manual', type: 'METAL', permission: 'PER_MANUAL_VIEW', childs: false },
];

/**
 * Manuals, topics and wiring diagrams (spec §7 "Manual trees" and the related favourite, log,
 * import, export and config calls). Browsing needs PER_MANUAL_VIEW plus the manual type's
 * permission (checked on the manual, see manuals.access.ts); review needs
 * PER_PENDING_REVIEW_MANUAL_VIEW and the transition's own code; import PER_DATA_MANAGEMENT_VIEW.
 */
export const manualsRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  // ------------------------------------------------------------ manuals and trees

  r.get('/rest/manual/root', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Manuals for a configuration or VIN: every type the caller may read, or one `type`', querystring: ZManualRootQuery, response: { 200: envelope(z.array(ZManualRoot)) } },
  }, async (req) => ok(await manuals.listRoots(ctx, userOf(req), req.query, req.lang)));

  r.get('/rest/manual/childs', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'The top nodes of a manual, or the children of a chapter (parentId)', querystring: ZManualChildsQuery, response: { 200: envelope(z.array(ZManualNode)) } },
  }, async (req) => ok(await manuals.getChildren(ctx, userOf(req), req.query, req.lang)));

  r.get('/rest/manual/tree', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'A manual with its whole tree of chapters, topics and diagrams', querystring: ZManualTreeQuery, response: { 200: envelope(ZManualTree) } },
  }, async (req) => ok(await manuals.getTree(ctx, userOf(req), req.query.rootId, req.lang)));

  r.get('/rest/manual/search/root', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Manuals whose name (any language) or code contains the key, paged', querystring: ZManualRootSearchQuery, response: { 200: envelope(page(ZManualRoot)) } },
  }, async (req) => ok(await manuals.searchRoots(ctx, userOf(req), req.query, req.lang)));

  r.get('/rest/manual/all', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Every manual the caller may see, paged; reviewers may ask for PENDING or INVALID', querystring: ZManualListQuery, response: { 200: envelope(page(ZManualRoot)) } },
  }, async (req) => ok(await manuals.findRoots(ctx, userOf(req), req.query, req.lang)));

  r.get('/rest/manual/child', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'One topic, diagram or chapter for the viewer: breadcrumbs, previous/next, languages, labels, parts', querystring: ZManualChildQuery, response: { 200: envelope(ZTopicDetail) } },
  }, async (req) => ok(await manuals.getTopicDetail(ctx, userOf(req), req.query.id, req.query.lang ?? req.lang)));

  r.get('/rest/manual/searchEPCImage', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'The catalogue drawings (EPC images) holding the parts a topic mentions, with their balloons', querystring: ZEpcImageQuery, response: { 200: envelope(z.array(ZEpcImage)) } },
  }, async (req) => ok(await manuals.searchEpcImages(ctx, userOf(req), req.query.topicId, req.lang)));

  r.get('/rest/manual/part/service', {
    config: { permission: 'PER_MANUAL_PART_SERVICE_MANUAL' },
    schema: { tags, summary: 'Service-manual topics mentioning a part (part detail tab)', querystring: ZPartTopicsQuery, response: { 200: envelope(z.array(ZPartTopic)) } },
  }, async (req) => ok(await manuals.getPartTopics(ctx, userOf(req), req.query.partId, 'SERVICE', req.lang)));

  r.get('/rest/manual/part/circuit', {
    config: { permission: 'PER_MANUAL_PART_CIRCUIT_DIAGRAM' },
    schema: { tags, summary: 'Wiring diagrams mentioning a part (part detail tab)', querystring: ZPartTopicsQuery, response: { 200: envelope(z.array(ZPartTopic)) } },
  }, async (req) => ok(await manuals.getPartTopics(ctx, userOf(req), req.query.partId, 'CIRCUIT', req.lang)));

  for (const typedPath of TYPED_PATHS) {
    r.get(`${typedPath.prefix}/root`, {
      config: { permission: typedPath.permission },
      schema: { tags, summary: `${typedPath.type} manuals for a configuration or VIN`, querystring: ZTypedManualRootQuery, response: { 200: envelope(z.array(ZManualRoot)) } },
    }, async (req) => ok(await manuals.listRoots(ctx, userOf(req), { ...req.query, type: typedPath.type }, req.lang)));
    if (!typedPath.childs) continue;
    r.get(`${typedPath.prefix}/childs`, {
      config: { permission: typedPath.permission },
      schema: { tags, summary: `Top nodes or a chapter's children of a ${typedPath.type} manual`, querystring: ZManualChildsQuery, response: { 200: envelope(z.array(ZManualNode)) } },
    }, async (req) => ok(await manuals.getChildren(ctx, userOf(req), req.query, req.lang, typedPath.type)));
  }

  r.get('/rest/circuit-manual/diagram/:id', {
    config: { permission: 'PER_MANUAL_CIRCUIT_MANUAL', tokenInQuery: true },
    schema: { tags, summary: 'A wiring diagram (SVG; labels carry data-kind and ids); usable as a link with ?ticket=', params: ZTopicIdParams, querystring: ZTokenQuery, response: { 200: svgResponse } },
  }, async (req, reply) => secure(reply, IMAGE_CSP).header('cache-control', 'private, max-age=300').type('image/svg+xml')
    .send(await manuals.getDiagramSvg(ctx, userOf(req), req.params.id)));

  r.get('/rest/circuit-manual/searchLabel', {
    config: { permission: 'PER_MANUAL_CIRCUIT_MANUAL' },
    schema: { tags, summary: 'Diagram labels (connectors, components, wires and their colours) of a manual matching a key', querystring: ZLabelSearchQuery, response: { 200: envelope(z.array(ZLabelHit)) } },
  }, async (req) => ok(await manuals.searchLabels(ctx, userOf(req), req.query, req.lang)));

  // ------------------------------------------------------------ documents and images

  r.get('/rest/html/:id', {
    config: { permission: 'PER_MANUAL_VIEW', tokenInQuery: true },
    schema: { tags, summary: 'A topic as a whole HTML document (blob) in `lang` or the request\'s language; token header, or ?ticket= as a link', params: ZTopicHtmlParams, querystring: ZTopicHtmlQuery, response: { 200: htmlResponse } },
  }, async (req, reply) => {
    const html = await renderTopicDocument(ctx, userOf(req), req.params.id, req.query.lang ?? req.lang, imageLinks(ctx, req));
    // The document holds tickets in its image links: never cached.
    return secure(reply, TOPIC_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  r.get('/rest/html/image/:id', {
    config: { permission: 'PER_MANUAL_VIEW', tokenInQuery: true },
    schema: { tags, summary: 'An image of a topic; usable as <img src> with ?ticket=', params: ZManualImageParams, querystring: ZTokenQuery, response: { 200: imageResponse } },
  }, async (req, reply) => {
    const image = await getManualImage(ctx, userOf(req), req.params.id);
    return secure(reply, IMAGE_CSP).header('cache-control', 'private, max-age=3600').type(image.mime).send(image.data);
  });

  // ------------------------------------------------------------ search

  r.post('/rest/ElasticSearch/topic', {
    config: { permission: 'PER_MANUAL_VIEW', readOnly: true },
    schema: { tags, summary: 'Full-text search of topics in one language (default the request\'s), with highlighted snippets', body: ZTopicSearchRequest, response: { 200: envelope(ZTopicSearchPage) } },
  }, async (req) => ok(await manuals.searchTopics(ctx, userOf(req), req.body, req.lang)));

  // ------------------------------------------------------------ logs (topic favourites: favorites.routes.ts)

  r.get('/rest/base/log/recordByTopicId/:id', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'Record that I opened a topic', params: ZTopicIdParams, querystring: ZTopicLogQuery, response: { 200: envelope(ZTopicLogEntry) } },
  }, async (req) => ok(await manuals.recordTopicLog(ctx, userOf(req), req.params.id, 'VIEW', req.query.lang ?? req.lang)));

  r.get('/rest/base/log/printTopicLog/:id', {
    config: { permission: 'PER_MANUAL_PRINT' },
    schema: { tags, summary: 'Record that I printed a topic', params: ZTopicIdParams, querystring: ZTopicLogQuery, response: { 200: envelope(ZTopicLogEntry) } },
  }, async (req) => ok(await manuals.recordTopicLog(ctx, userOf(req), req.params.id, 'PRINT', req.query.lang ?? req.lang)));

  // ------------------------------------------------------------ review

  r.get('/rest/topic/maintain', {
    config: { permission: 'PER_PENDING_REVIEW_MANUAL_VIEW' },
    schema: { tags, summary: 'A manual\'s review record, the actions I may take, its other versions', querystring: ZManualReviewQuery, response: { 200: envelope(ZManualReview) } },
  }, async (req) => ok(await manuals.getReview(ctx, userOf(req), req.query.rootId, req.lang)));

  r.post('/rest/topic/maintain', {
    config: { permission: 'PER_PENDING_REVIEW_MANUAL_VIEW', objectRef: 'ManualRoot' },
    schema: { tags, summary: 'Review a manual: VALID (effective; needs _VALID) or INVALID (needs _INVALID)', body: ZManualReviewRequest, response: { 200: envelope(ZManualReview) } },
  }, async (req) => ok(await manuals.reviewManual(ctx, userOf(req), req.body, req.lang)));

  // ------------------------------------------------------------ export and import

  r.post('/rest/export/manual', {
    config: { permission: 'PER_MANUAL_VIEW', objectRef: 'ManualRoot' },
    schema: { tags, summary: 'A manual or subtree as an importable zip (PER_DATA_MANAGEMENT_VIEW) or one HTML document (PER_MANUAL_PRINT)', body: ZManualExportRequest, response: { 200: fileResponse } },
  }, async (req, reply) => {
    const file = await exportManual(ctx, userOf(req), req.body, req.lang);
    return sendFile(reply, file);
  });

  // The upload route lives in its own scope with the multipart parser.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LIMITS.manualImportMaxMb * 1024 * 1024, files: 1, fields: 5 } });
    typed(scope).post('/rest/import/manual', {
      config: { permission: 'PER_DATA_MANAGEMENT_VIEW', objectRef: 'ManualRoot' },
      schema: {
        tags, summary: 'Import manuals: multipart `file`, a zip with manifest.json (docs/manuals-import.md); all or nothing, imported manuals wait for review',
        consumes: ['multipart/form-data'],
        // The failure first: the envelope would match it too and drop its errorData.
        response: { 200: z.union([ZManualImportFailure, envelope(ZManualImportResult)]) },
      },
    }, async (req, reply) => {
      const upload = await readUpload(req);
      const outcome = await importManualZip(ctx, userOf(req), upload, req.lang);
      if ('errors' in outcome) {
        const code = 'MANUAL_IMPORT_FAILED' as const;
        return reply.send({ success: false as const, code: new BizError(code).code, message: renderError(code, req.lang), errorData: outcome.errors });
      }
      return ok(outcome.result);
    });
  });

  // ------------------------------------------------------------ struct view configuration

  r.get('/rest/base/function/links', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'The struct view\'s action buttons for a manual or configuration (spare parts, service, circuit diagram, case library, part labour time)', querystring: ZFunctionLinksQuery, response: { 200: envelope(z.array(ZFunctionLink)) } },
  }, async (req) => ok(await manuals.getFunctionLinks(ctx, userOf(req), req.query, req.lang)));

  r.get('/rest/config/structTab', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'The struct view\'s panes per root object type and the part detail\'s tabs, with what I may open', response: { 200: envelope(ZStructTabConfig) } },
  }, async (req) => ok(manuals.getStructTabs(userOf(req))));

  r.get('/rest/config/zoneKey', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'What the struct view\'s search box searches per root object type', response: { 200: envelope(ZZoneKeyConfig) } },
  }, async () => ok(manuals.getZoneKeys()));
};

/** The one file of the multipart upload; too large, missing or not multipart are refusals. */
async function readUpload(req: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  let file;
  try {
    file = await req.file();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new BizError('PARAMETER_FORMAT', { detail: 'file: a multipart upload is required' });
    if (err instanceof BizError) throw err;
    throw new BizError('PARAMETER_FORMAT', { detail: `file: the multipart body is incomplete or malformed (${(err as Error).message})` });
  }
  if (!file) throw new BizError('PARAMETER_FORMAT', { detail: 'file: required' });
  try {
    return { fileName: file.filename, data: await file.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BizError('MANUAL_IMPORT_TOO_LARGE', { max: LIMITS.manualImportMaxMb });
    // Anything else while reading the part is the body itself: cut short or malformed.
    throw new BizError('PARAMETER_FORMAT', { detail: `file: the multipart body is incomplete or malformed (${(err as Error).message})` });
  }
}
