import { RESPONSIBLE_IMPORT_MAX_MB, responsiblePersonsEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { readOneFile } from '../../platform/upload.js';
import { ok } from '../../platform/envelope.js';
import { BizError } from '../../platform/errors.js';
import { renderError } from '../../platform/i18n.js';
import type { RoutesPlugin } from '../../platform/routes.js';
import { sendXlsx } from '../../platform/download.js';
import * as responsible from './inquiry.responsible-persons.service.js';
import { importResponsiblePersons, responsibleImportTemplate } from './inquiry.responsible-persons.import.js';

/**
 * Responsible persons (spec §2 responsible person management; §3 Responsible person): who may call
 * what is the table's (contract/src/inquiry/responsible-persons.endpoints.ts); the import's upload
 * gets its multipart scope and limits from its entry.
 */
export const responsiblePersonRoutes: RoutesPlugin = (app, ctx) => mount(app, E, {
  list: async (req) => ok(await responsible.listResponsiblePersons(ctx, req.body, req.lang)),
  add: async (req) => ok(await responsible.addResponsiblePerson(ctx, req.body)),
  update: async (req) => {
    await responsible.updateResponsiblePerson(ctx, req.params.id, req.body);
    return ok(null);
  },
  remove: async (req) => {
    await responsible.deleteResponsiblePerson(ctx, req.params.id);
    return ok(null);
  },
  processor: async (req) => ok(await responsible.getAreaProcessor(ctx, req.body)),
  experts: async (req) => ok((await responsible.searchAssignees(ctx, { ...req.body, page: 1, pageSize: 200 }, req.lang)).contents),
  assignees: async (req) => ok(await responsible.searchAssignees(ctx, req.body, req.lang)),
  importTemplate: async (_req, reply) => sendXlsx(reply, 'responsible-persons.xlsx', await responsibleImportTemplate()),
  import: async (req, reply) => {
    const outcome = await importResponsiblePersons(ctx, (await readOneFile(req, () => new BizError('IMPORT_FILE_TOO_LARGE', { max: RESPONSIBLE_IMPORT_MAX_MB }))).data, req.lang);
    if ('errors' in outcome) {
      const code = 'RESPONSIBLE_IMPORT_FAILED' as const;
      return reply.send({ success: false as const, code: new BizError(code).code, message: renderError(code, req.lang, { count: new Set(outcome.errors.map((e) => e.row)).size }), errorData: outcome.errors });
    }
    return ok(outcome.result);
  },
});

