import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelope, page, ZAreaProcessor, ZAssignee, ZAssigneeSearchRequest, ZEmptyEnvelope, ZInquiryArea, ZResponsibleImportFailure,
  ZResponsibleImportResult, ZResponsiblePersonIdParams, ZResponsiblePersonInput, ZResponsiblePersonListRequest, ZResponsiblePersonRow,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { BizError } from '../../platform/errors.js';
import { renderError } from '../../platform/i18n.js';
import { typed, type RoutesPlugin } from '../../platform/routes.js';
import { contentDisposition, XLSX_TYPE } from '../catalogue/catalogue.export.js';
import * as responsible from './inquiry.responsible.js';
import { importResponsiblePersons, responsibleImportTemplate } from './inquiry.responsible.import.js';

const tags = ['responsible persons'];
/** A sheet of a few thousand rows is well under this. */
const IMPORT_MAX_MB = 10;

/**
 * Responsible persons (spec §2 responsible person management; §3 Responsible person). Managing
 * them needs PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW; the form's processor preview the inquiry menu;
 * the assignee search is for handlers (PER_ENQUIRY_MANAGEMENT_PROCESSED).
 */
export const responsiblePersonRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  r.post('/rest/base/inquiry/responsible/page', {
    config: { permission: 'PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW', readOnly: true },
    schema: { tags, summary: 'A page of one group (processing group, expert group, department leaders), by keyword', body: ZResponsiblePersonListRequest, response: { 200: envelope(page(ZResponsiblePersonRow)) } },
  }, async (req) => ok(await responsible.listResponsiblePersons(ctx, req.body, req.lang)));

  r.post('/rest/base/inquiry/responsible', {
    config: { permission: 'PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW', objectRef: 'ResponsiblePerson' },
    schema: { tags, summary: 'Add one entry: a user (by login name) in one role for an area (empty province: every area)', body: ZResponsiblePersonInput, response: { 200: envelope(z.object({ id: z.string().uuid() })) } },
  }, async (req) => ok(await responsible.addResponsiblePerson(ctx, req.body)));

  r.put('/rest/base/inquiry/responsible/:id', {
    config: { permission: 'PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW', objectRef: 'ResponsiblePerson' },
    schema: { tags, summary: 'Change one entry (inquiries already routed keep their handler)', params: ZResponsiblePersonIdParams, body: ZResponsiblePersonInput, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await responsible.updateResponsiblePerson(ctx, req.params.id, req.body);
    return ok(null);
  });

  r.delete('/rest/base/inquiry/responsible/:id', {
    config: { permission: 'PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW', objectRef: 'ResponsiblePerson' },
    schema: { tags, summary: 'Remove one entry (inquiries already routed keep their handler)', params: ZResponsiblePersonIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await responsible.deleteResponsiblePerson(ctx, req.params.id);
    return ok(null);
  });

  r.post('/rest/base/inquiry/form/processor', {
    config: { permission: 'PER_ENQUIRY_MANAGEMENT_VIEW', readOnly: true },
    schema: { tags, summary: 'Who an inquiry from this area is routed to (null: nobody covers the area)', body: ZInquiryArea, response: { 200: envelope(ZAreaProcessor.nullable()) } },
  }, async (req) => ok(await responsible.getAreaProcessor(ctx, req.body)));

  r.post('/rest/base/inquiry/form/expert', {
    config: { permission: 'PER_ENQUIRY_MANAGEMENT_PROCESSED', readOnly: true },
    schema: { tags, summary: 'Experts (or processors) to assign, by keyword and department, as one list', body: ZAssigneeSearchRequest, response: { 200: envelope(z.array(ZAssignee)) } },
  }, async (req) => ok((await responsible.searchAssignees(ctx, { ...req.body, page: 1, pageSize: 200 }, req.lang)).contents));

  r.post('/rest/base/inquiry/form/expert/box', {
    config: { permission: 'PER_ENQUIRY_MANAGEMENT_PROCESSED', readOnly: true },
    schema: { tags, summary: 'The assignee search modal: a page of experts (or processors) by keyword and department', body: ZAssigneeSearchRequest, response: { 200: envelope(page(ZAssignee)) } },
  }, async (req) => ok(await responsible.searchAssignees(ctx, req.body, req.lang)));

  r.get('/rest/import/expert/and/processor/template', {
    config: { permission: 'PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW' },
    schema: { tags, summary: 'The import template (.xlsx)', response: { 200: { description: 'A spreadsheet', content: { [XLSX_TYPE]: { schema: z.string().describe('binary') } } } } },
  }, async (_req, reply) => sendXlsx(reply, 'responsible-persons.xlsx', await responsibleImportTemplate()));

  // The upload lives in its own scope with the multipart parser.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 5 } });
    typed(scope).post('/rest/import/expert/and/processor', {
      config: { permission: 'PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW', objectRef: 'ResponsiblePerson' },
      schema: {
        tags, summary: 'Import responsible persons: multipart `file`, an .xlsx with role, username, provinceCode, cityCode, department; all or nothing, refused rows listed in errorData',
        consumes: ['multipart/form-data'],
        // The failure first: the envelope would match it too and drop its errorData.
        response: { 200: z.union([ZResponsibleImportFailure, envelope(ZResponsibleImportResult)]) },
      },
    }, async (req, reply) => {
      const outcome = await importResponsiblePersons(ctx, await readUpload(req), req.lang);
      if ('errors' in outcome) {
        const code = 'RESPONSIBLE_IMPORT_FAILED' as const;
        return reply.send({ success: false as const, code: new BizError(code).code, message: renderError(code, req.lang, { count: new Set(outcome.errors.map((e) => e.row)).size }), errorData: outcome.errors });
      }
      return ok(outcome.result);
    });
  });
};

function sendXlsx(reply: FastifyReply, fileName: string, data: Buffer) {
  return reply.header('content-disposition', contentDisposition(fileName)).type(XLSX_TYPE).send(data);
}

/** The one file of the upload; missing, too large or not multipart are malformed requests. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  const malformed = (detail: string) => new BizError('PARAMETER_FORMAT', { detail: `file: ${detail}` });
  let file;
  try {
    file = await req.file();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw malformed('a multipart upload is required');
    throw malformed(`the multipart body is incomplete or malformed (${(err as Error).message})`);
  }
  if (!file) throw malformed('required');
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw malformed(`larger than ${IMPORT_MAX_MB} MB`);
    throw malformed(`the multipart body is incomplete or malformed (${(err as Error).message})`);
  }
}
