import { inquiryEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as inquiry from './inquiry.service.js';
import * as replies from './inquiry.replies.js';
import * as form from './inquiry.form.js';
import { registerAttachmentAccess } from '../files/index.js';
import { exportInquiries, exportStatistics, statisticsColumns } from './inquiry.export.js';
import { sendXlsx } from '../../platform/download.js';
import { pendingWork } from '../auth/index.js';

/** A streamed spreadsheet (the untyped reply: the schema describes the bytes, not a JSON body). */
/**
 * Inquiry forms (spec §7 Inquiry): who may do what to one inquiry is the workflow table's
 * (inquiry.workflow.ts), checked by the service; the permissions of each call are the table's
 * (contract/src/inquiry/endpoints.ts).
 */
export const inquiryRoutes: RoutesPlugin = (app, ctx) => {
  // Who sees an inquiry sees its files and its replies' files; its editors attach and detach through the files routes.
  registerAttachmentAccess(inquiry.INQUIRY_OBJECT_REF, inquiry.canViewInquiry, inquiry.canAttachToInquiry);
  registerAttachmentAccess(replies.REPLY_OBJECT_REF, replies.canViewReply);
  // the current user's badge number (auth's `current`) is the one this module's own badge call answers
  pendingWork.fill(async (context, user) => (await inquiry.countPending(context, user)).total);

  mount(app, E, {
    vehicleInfo: async (req) => ok(await form.getVehicleInfo(ctx, req.params.vin, req.lang)),
    partName: async (req) => ok(await form.getPartName(ctx, req.params.partCode, req.lang)),
    draft: async (req) => ok(await inquiry.saveDraft(ctx, userOf(req), req.body)),
    submit: async (req) => ok(await inquiry.submitInquiry(ctx, userOf(req), req.body)),
    update: async (req) => { await inquiry.updateInquiry(ctx, userOf(req), req.body); return ok(null); },
    assign: async (req) => { await inquiry.assignInquiry(ctx, userOf(req), req.body); return ok(null); },
    solve: async (req) => { await inquiry.solveInquiry(ctx, userOf(req), req.body); return ok(null); },
    close: async (req) => { await inquiry.closeInquiry(ctx, userOf(req), req.body); return ok(null); },
    reject: async (req) => { await inquiry.changeStatus(ctx, userOf(req), 'reject', req.body.id, req.body.reason); return ok(null); },
    suspend: async (req) => { await inquiry.changeStatus(ctx, userOf(req), 'suspend', req.body.id, req.body.reason); return ok(null); },
    revoke: async (req) => { await inquiry.changeStatus(ctx, userOf(req), 'revoke', req.params.id); return ok(null); },
    restart: async (req) => { await inquiry.changeStatus(ctx, userOf(req), 'restart', req.params.id); return ok(null); },
    invalid: async (req) => { await inquiry.changeStatus(ctx, userOf(req), 'invalid', req.params.id); return ok(null); },
    remove: async (req) => { await inquiry.deleteInquiry(ctx, userOf(req), req.params.id); return ok(null); },
    push: async (req) => ok(await inquiry.pushInquiry(ctx, userOf(req), req.params.id, req.lang)),
    detail: async (req) => ok(await inquiry.getInquiryDetail(ctx, userOf(req), req.params.id)),
    page: async (req) => ok(await inquiry.findInquiries(ctx, userOf(req), req.body)),
    search: async (req) => ok(await inquiry.findInquiries(ctx, userOf(req), req.body)),
    exportXlsx: async (req, reply) => sendXlsx(reply, 'inquiry-forms.xlsx', exportInquiries(ctx, userOf(req), req.body, req.lang)),
    vinHistory: async (req) => ok(await inquiry.getVinHistory(ctx, userOf(req), req.params.vin)),
    statistics: async (req) => ok({ columns: statisticsColumns(req.lang), data: await inquiry.findStatistics(ctx, req.body) }),
    exportStatistics: async (req, reply) => sendXlsx(reply, 'inquiry-statistics.xlsx', exportStatistics(ctx, req.body, req.lang)),
    statusLog: async (req) => ok(await inquiry.findStatusLog(ctx, userOf(req), req.body)),
    replies: async (req) => ok(await replies.findReplies(ctx, userOf(req), req.body)),
    reply: async (req) => ok(await replies.addReply(ctx, userOf(req), req.body)),
    removeReply: async (req) => { await replies.deleteReply(ctx, userOf(req), req.params.id); return ok(null); },
    pending: async (req) => ok(await inquiry.countPending(ctx, userOf(req))),
    workTasks: async (req) => ok(await inquiry.findWorkTasks(ctx, userOf(req), req.body)),
  });
};
