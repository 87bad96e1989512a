import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { logsEndpoints as E, type TClickCreateRequest, type TClickReportFilter, type TLoginLogFilter, type TOperationLogFilter } from '@portal/contract';
import { api, fetchFile } from './api';
import { saveBlob } from './http';

/** Log management (decision 041); shapes from contract/src/logs. */
export const logKeys = {
  all: ['logs'] as const,
  login: (query: LoginLogQuery) => [...logKeys.all, 'login', query] as const,
  operation: (query: OperationLogQuery) => [...logKeys.all, 'operation', query] as const,
  objectRefs: () => [...logKeys.all, 'objectRefs'] as const,
  print: (query: PrintLogQuery) => [...logKeys.all, 'print', query] as const,
  clicks: (query: ClickReportQuery) => [...logKeys.all, 'clicks', query] as const,
};

interface Paging { page: number; pageSize: number }
export type LoginLogQuery = TLoginLogFilter & Paging;
export type OperationLogQuery = TOperationLogFilter & Paging;
export type PrintLogQuery = { operator?: string; from?: string; to?: string } & Paging;
export type ClickReportQuery = TClickReportFilter & Paging;

export function useLoginLog(query: LoginLogQuery) {
  return useQuery({ queryKey: logKeys.login(query), queryFn: ({ signal }) => api(E.loginLog, { query }, { signal }), placeholderData: keepPreviousData });
}

export function useOperationLog(query: OperationLogQuery) {
  return useQuery({ queryKey: logKeys.operation(query), queryFn: ({ signal }) => api(E.operationLog, { query }, { signal }), placeholderData: keepPreviousData });
}

export function useLogObjectRefs() {
  return useQuery({ queryKey: logKeys.objectRefs(), queryFn: () => api(E.objectRefs), staleTime: Infinity });
}

export function usePrintLog(query: PrintLogQuery) {
  return useQuery({ queryKey: logKeys.print(query), queryFn: ({ signal }) => api(E.printLog, { query }, { signal }), placeholderData: keepPreviousData });
}

export function useClickReport(query: ClickReportQuery) {
  return useQuery({ queryKey: logKeys.clicks(query), queryFn: ({ signal }) => api(E.clickReport, { query }, { signal }), placeholderData: keepPreviousData });
}

export async function exportLoginLog(filter: TLoginLogFilter) {
  const { blob, fileName } = await fetchFile(E.exportLoginLog, { query: filter });
  saveBlob(blob, fileName);
}

export async function exportOperationLog(filter: TOperationLogFilter) {
  const { blob, fileName } = await fetchFile(E.exportOperationLog, { query: filter });
  saveBlob(blob, fileName);
}

export async function exportClickReport(filter: TClickReportFilter) {
  const { blob, fileName } = await fetchFile(E.exportClickReport, { body: filter });
  saveBlob(blob, fileName);
}

/**
 * Reports that the user opened a part, a manual topic or a manual (the click report). Fire and
 * forget: nothing waits for it, and a failure is nobody's business but the report's (no message).
 */
export function recordOpen(open: TClickCreateRequest): void {
  api(E.recordClick, { body: open }, { silent: true }).catch(() => undefined);
}

/** Reports an open once per object shown (a part, topic or manual page), when it has loaded. */
export function useRecordOpen(open: TClickCreateRequest | undefined): void {
  const key = open ? `${open.objectType}:${open.objectId}` : '';
  useEffect(() => {
    if (open) recordOpen(open);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
}
