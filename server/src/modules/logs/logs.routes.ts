import { logsEndpoints as E } from '@portal/contract';
import { sendXlsx } from '../../platform/download.js';
import { ok } from '../../platform/envelope.js';
import { mount } from '../../platform/endpoints.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { startPartitioner } from './logs.partitions.js';
import * as logs from './logs.service.js';

export const logsRoutes: RoutesPlugin = (app, ctx) => {
  // the coming months' partitions, at start and daily (decision 041)
  const stopPartitioner = startPartitioner(ctx, app.log);
  app.addHook('onClose', async () => stopPartitioner());
  mount(app, E, {
    loginLog: async (req) => ok(await logs.findLoginLog(ctx, req.query, req.lang)),
    exportLoginLog: async (req, reply) => sendXlsx(reply, 'login-log.xlsx', logs.exportLoginLog(ctx, req.query, req.lang)),
    operationLog: async (req) => ok(await logs.findOperationLog(ctx, req.query)),
    objectRefs: async () => ok(logs.OBJECT_REFS),
    exportOperationLog: async (req, reply) => sendXlsx(reply, 'operation-log.xlsx', logs.exportOperationLog(ctx, req.query, req.lang)),
    printLog: async (req) => ok(await logs.findPrintLog(ctx, req.query, req.lang)),
    recordClick: async (req) => ok(await logs.recordClick(ctx, userOf(req), req.body)),
    clickReport: async (req) => ok(await logs.findClickReport(ctx, req.query)),
    exportClickReport: async (req, reply) => sendXlsx(reply, 'click-report.xlsx', await logs.exportClickReport(ctx, req.body, req.lang)),
  });
};
