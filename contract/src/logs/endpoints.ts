import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { cappedPage } from '../envelope.js';
import {
  ZClickCreateRequest, ZClickReportFilter, ZClickReportQuery, ZClickReportRow, ZLoginLogFilter, ZLoginLogQuery, ZLoginLogRow,
  ZOperationLogFilter, ZOperationLogQuery, ZOperationLogRow, ZPrintLogQuery, ZPrintLogRow,
} from './schemas.js';

/**
 * Log management (spec §2 log_management, §7 logs; decision 041): the login log, the operation
 * log, the topic print log (the prints themselves are recorded by the manuals' printTopicLog/{id})
 * and the click report with the opens the web reports. The feedback report tab reads the
 * feedback module's statistics (PER_LOG_MANAGEMENT_FEEDBACK_REPORT_VIEW).
 */
export const logsEndpoints = defineEndpoints('logs', {
  loginLog: { method: 'GET', path: '/rest/base/log/auth', access: 'PER_LOG_MANAGEMENT_LOGIN_VIEW', summary: 'Login attempts, newest first; filters account, result, address, period', query: ZLoginLogQuery, response: cappedPage(ZLoginLogRow) },
  exportLoginLog: { method: 'GET', path: '/rest/base/log/exportAuthLogExcel', access: 'PER_LOG_MANAGEMENT_LOGIN_EXPORT', kind: 'download', summary: 'The login log with its filters as .xlsx (the newest LOG_EXPORT_MAX_ROWS)', query: ZLoginLogFilter, file: FILE_ANSWERS.xlsx('login-log.xlsx') },
  operationLog: { method: 'GET', path: '/rest/base/log/object', access: 'PER_LOG_MANAGEMENT_OPERATION_VIEW', summary: 'Operations (every write), newest first; filters operator, object type, method, result, period', query: ZOperationLogQuery, response: cappedPage(ZOperationLogRow) },
  objectRefs: { method: 'GET', path: '/rest/base/log/getLogObjectRef', access: 'PER_LOG_MANAGEMENT_OPERATION_VIEW', summary: 'The object types an operation can act on (the operation log\'s filter)', response: z.array(z.string()) },
  exportOperationLog: { method: 'GET', path: '/rest/base/log/exportLogExcel', access: 'PER_LOG_MANAGEMENT_OPERATION_VIEW', kind: 'download', summary: 'The operation log with its filters as .xlsx (the newest LOG_EXPORT_MAX_ROWS)', query: ZOperationLogFilter, file: FILE_ANSWERS.xlsx('operation-log.xlsx') },
  printLog: { method: 'GET', path: '/rest/base/log/printTopicLog', access: 'PER_LOG_MANAGEMENT_OPERATION_VIEW', summary: 'Prints of manual topics, newest first; filters operator, period', query: ZPrintLogQuery, response: cappedPage(ZPrintLogRow) },
  // The open is itself the log row: an operation row besides it would double every click (and
  // empty the token cache on each), so it is not written to the operation log.
  recordClick: { method: 'POST', path: '/rest/log/create', access: 'authenticated', readOnly: true, summary: 'Record that I opened a part, a manual topic or a manual (the click report)', body: ZClickCreateRequest, response: z.null() },
  clickReport: { method: 'GET', path: '/rest/log/part/detail', access: 'PER_LOG_MANAGEMENT_VIEW', summary: 'The click report: objects opened in a period, most opened first; filters type, period', query: ZClickReportQuery, response: cappedPage(ZClickReportRow) },
  exportClickReport: { method: 'POST', path: '/rest/log/derive', access: 'PER_LOG_MANAGEMENT_CLICK_REPORT_EXPORT', kind: 'download', readOnly: true, summary: 'The click report with its filters as .xlsx', body: ZClickReportFilter, file: FILE_ANSWERS.xlsx('click-report.xlsx') },
});
