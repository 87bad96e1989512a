import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  inquiryEndpoints as E, responsiblePersonsEndpoints as RP,
  type ResponsibleRole, type TAssigneeSearchRequest, type TConversationPageRequest, type TInquiryAction,
  type TInquiryAssignRequest, type TInquiryCloseRequest, type TInquiryDraftRequest, type TInquiryFilter, type TInquirySolveRequest,
  type TInquirySubmitRequest, type TInquiryUpdateRequest, type TReplyRequest, type TResponsiblePersonInput,
} from '@portal/contract';
import { api, fetchFile } from './api';
import { saveBlob } from './http';
import { queryClient } from './query-client';

/*
 * Hooks of the inquiry forms (spec §7 "Inquiry"): lists, detail, the workflow's actions, the
 * status log, the reply thread and the pending-work count; the responsible persons who route
 * them. Shapes come from the tables in contract/src/inquiry. The reference data the form reads
 * (dictionaries, fault catalogue, areas, vehicle, work order, part name) is api/refdata.ts.
 */

/** A list query: the filter of spec §3 with paging and the list's scope; blanks are left out. */
export type InquiryListQuery = Partial<TInquiryFilter> & { page: number; pageSize: number };

export const inquiryKeys = {
  all: ['inquiry'] as const,
  /** Every list page; a change to any inquiry invalidates this prefix. */
  lists: () => [...inquiryKeys.all, 'list'] as const,
  list: (query: InquiryListQuery) => [...inquiryKeys.lists(), query] as const,
  detail: (id: string) => [...inquiryKeys.all, 'detail', id] as const,
  log: (id: string, page: number, pageSize: number) => [...inquiryKeys.all, 'log', id, page, pageSize] as const,
  thread: (id: string) => [...inquiryKeys.all, 'thread', id] as const,
  threadPage: (id: string, page: number, pageSize: number) => [...inquiryKeys.thread(id), page, pageSize] as const,
  pending: () => [...inquiryKeys.all, 'pending'] as const,
  assignees: (kind: 'processor' | 'expert', key: string) => [...inquiryKeys.all, 'assignees', kind, key] as const,
};

/** The body of a list call: empty strings and empty lists are not filters. */
export function listBody(query: InquiryListQuery): Partial<TInquiryFilter> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as Partial<TInquiryFilter>;
}

/** The management list (POST search: filters and the scope tabs). */
export function useInquiryList(query: InquiryListQuery) {
  return useQuery({
    queryKey: inquiryKeys.list(query),
    queryFn: ({ signal }) => api(E.search, { body: listBody(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The filtered list as .xlsx (POST exportSearchExcel, streamed by the server; paging ignored). */
export async function exportInquiries(query: InquiryListQuery) {
  const { blob, fileName } = await fetchFile(E.exportXlsx, { body: listBody(query) });
  saveBlob(blob, fileName);
}

/** A vehicle's inquiries: open ones by anyone (a count) and the caller's own, newest first. */
export function useVinHistory(vin: string | undefined) {
  const trimmed = vin?.trim().toUpperCase() ?? '';
  return useQuery({
    queryKey: [...inquiryKeys.lists(), 'vin', trimmed] as const,
    queryFn: ({ signal }) => api(E.vinHistory, { params: { vin: trimmed } }, { signal, silent: true }),
    // a whole VIN: shorter text is still being typed
    enabled: trimmed.length >= 17,
    staleTime: 30_000,
  });
}

/** The statistics report (POST statistics): headings from the server (in the request's language) and a page of rows with durations and ratings. */
export function useInquiryStatistics(query: InquiryListQuery) {
  return useQuery({
    queryKey: [...inquiryKeys.lists(), 'statistics', query] as const,
    queryFn: ({ signal }) => api(E.statistics, { body: listBody(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The statistics report as .xlsx (POST statistics/export, streamed; paging ignored). */
export async function exportStatistics(query: InquiryListQuery) {
  const { blob, fileName } = await fetchFile(E.exportStatistics, { body: listBody(query) });
  saveBlob(blob, fileName);
}

/**
 * How often an open inquiry and its thread ask again, and on coming back to the window: a reply or
 * a status change by someone else shows without a reload (issue 20). Paused while the tab is hidden.
 */
export const LIVE_REFRESH_MS = 15_000;
const live = {
  // an inquiry gone (deleted, no longer visible) stops asking: its page says so once
  refetchInterval: (query: { state: { status: string } }) => (query.state.status === 'error' ? false : LIVE_REFRESH_MS),
  refetchOnWindowFocus: 'always' as const,
};

export function useInquiryDetail(id: string | undefined) {
  return useQuery({
    queryKey: inquiryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api(E.detail, { params: { id: id! } }, { signal }),
    enabled: !!id,
    staleTime: 0,
    ...live,
  });
}

/** Everything an action may change: lists, the inquiry, its log and thread, the pending count. */
export function invalidateInquiry(id?: string) {
  void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: inquiryKeys.pending() });
  if (id) {
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: [...inquiryKeys.all, 'log', id] });
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.thread(id) });
  }
}

/** Save as draft or submit: both answer the inquiry's id and number. */
export function useSaveInquiry() {
  return useMutation({
    mutationFn: ({ submit, body }: { submit: boolean; body: TInquiryDraftRequest | TInquirySubmitRequest }) =>
      // a submit's fields were checked by the form (and the server checks them again)
      (submit ? api(E.submit, { body: body as TInquirySubmitRequest }) : api(E.draft, { body })),
    onSuccess: (saved) => invalidateInquiry(saved.id),
  });
}

export function useUpdateInquiry() {
  return useMutation({
    mutationFn: (body: TInquiryUpdateRequest) => api(E.update, { body }),
    onSuccess: (_, body) => invalidateInquiry(body.id),
  });
}

/** The status actions of the detail page, each by its call of spec §7. */
export type StatusAction =
  | { action: 'assign'; body: TInquiryAssignRequest }
  | { action: 'solve'; body: TInquirySolveRequest }
  | { action: 'close'; body: TInquiryCloseRequest }
  | { action: 'reject' | 'suspend'; body: { id: string; reason?: string } }
  | { action: 'revoke' | 'restart' | 'invalid' | 'delete' | 'push'; body: { id: string } };

/** The entry each status action calls (spec §7): the id-only ones are GETs with the id in the path. */
export const ACTION_ENDPOINTS = {
  assign: E.assign, solve: E.solve, close: E.close, reject: E.reject, suspend: E.suspend,
  revoke: E.revoke, restart: E.restart, invalid: E.invalid, delete: E.remove, push: E.push,
} as const satisfies Record<StatusAction['action'], unknown>;

/** Calls a status action: bodies go by POST, the id-only ones by GET (the table types which is which). */
function sendAction(input: StatusAction) {
  switch (input.action) {
    case 'assign': return api(ACTION_ENDPOINTS.assign, { body: input.body });
    case 'solve': return api(ACTION_ENDPOINTS.solve, { body: input.body });
    case 'close': return api(ACTION_ENDPOINTS.close, { body: input.body });
    case 'reject':
    case 'suspend': return api(ACTION_ENDPOINTS[input.action], { body: input.body });
    default: return api(ACTION_ENDPOINTS[input.action], { params: { id: input.body.id } });
  }
}

export function useInquiryAction() {
  return useMutation({
    mutationFn: sendAction,
    onSuccess: (_, input) => {
      if (input.action === 'delete') queryClient.removeQueries({ queryKey: inquiryKeys.detail(input.body.id) });
      invalidateInquiry(input.action === 'delete' ? undefined : input.body.id);
    },
  });
}

/** The actions the detail page offers as buttons, in the order they show (reply and update live in the page). */
export const BUTTON_ACTIONS: readonly TInquiryAction[] = [
  'assign', 'solve', 'suspend', 'restart', 'reject', 'close', 'revoke', 'push', 'invalid', 'delete',
];

/** The status log of one inquiry (status/log/page), oldest first. */
export function useStatusLog(id: string | undefined, page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: inquiryKeys.log(id ?? '', page, pageSize),
    queryFn: ({ signal }) => api(E.statusLog, { body: { objectId: id!, page, pageSize } }, { signal }),
    enabled: !!id && enabled,
    placeholderData: keepPreviousData,
  });
}

/** One page of the reply thread, newest first; live while it is open (LIVE_REFRESH_MS). */
export function useReplies(id: string | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: inquiryKeys.threadPage(id ?? '', page, pageSize),
    queryFn: ({ signal }) =>
      api(E.replies, { body: { objectId: id!, objectRef: 'InquiryForm', page, pageSize } satisfies Partial<TConversationPageRequest> }, { signal }),
    enabled: !!id,
    placeholderData: keepPreviousData,
    staleTime: 0,
    ...live,
  });
}

export function useReply() {
  return useMutation({
    mutationFn: (body: TReplyRequest) => api(E.reply, { body }),
    onSuccess: (_, body) => {
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.thread(body.objectId) });
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.pending() });
    },
  });
}

export function useDeleteReply(objectId: string) {
  return useMutation({
    mutationFn: (replyId: string) => api(E.removeReply, { params: { id: replyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.thread(objectId) }),
  });
}

/** What waits for the user (the header badge); refreshed every minute while the portal is open. */
export function usePendingCount(enabled: boolean) {
  return useQuery({
    queryKey: inquiryKeys.pending(),
    queryFn: ({ signal }) => api(E.pending, undefined, { signal, silent: true }),
    enabled,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

/** The assignee search modal's page size: one screen of candidates. */
export const ASSIGNEE_PAGE_SIZE = 8;

/** Candidates of the assignee search modal (form/expert/box): experts, or other processors. */
export function useAssignees(kind: 'processor' | 'expert', keyword: string, page: number, enabled: boolean) {
  const body: Partial<TAssigneeSearchRequest> = {
    role: kind === 'expert' ? 'EXPERT' : 'PROCESSOR',
    keyword: keyword.trim() || undefined,
    page,
    pageSize: ASSIGNEE_PAGE_SIZE,
  };
  return useQuery({
    queryKey: [...inquiryKeys.assignees(kind, keyword.trim()), page],
    queryFn: ({ signal }) => api(RP.assignees, { body }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------- responsible persons (management page)

export const responsibleKeys = {
  all: ['responsible-persons'] as const,
  page: (query: ResponsibleQuery) => [...responsibleKeys.all, 'page', query] as const,
};

export interface ResponsibleQuery {
  role: ResponsibleRole;
  keyword?: string;
  page: number;
  pageSize: number;
}

export function useResponsiblePage(query: ResponsibleQuery) {
  return useQuery({
    queryKey: responsibleKeys.page(query),
    queryFn: () => api(RP.list, { body: query }),
    placeholderData: keepPreviousData,
  });
}

/** Adds one entry (no id) or changes one (PUT); the lists refresh either way. */
export function useSaveResponsible() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TResponsiblePersonInput }) =>
      (id ? api(RP.update, { params: { id }, body: input }) : api(RP.add, { body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: responsibleKeys.all }),
  });
}

export function useDeleteResponsible() {
  return useMutation({
    mutationFn: (id: string) => api(RP.remove, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: responsibleKeys.all }),
  });
}

/** The spreadsheet import; a refusal shows its rows in the error table (http client). */
export function useImportResponsible() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(RP.import, { body: form });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: responsibleKeys.all }),
  });
}

export async function downloadResponsibleTemplate() {
  const { blob, fileName } = await fetchFile(RP.importTemplate);
  saveBlob(blob, fileName);
}

/** The vehicle of a VIN from our records; null when we have none (no notice: the form says so). */
export const fetchVehicleInfo = (vin: string) =>
  api(E.vehicleInfo, { params: { vin: vin.trim() } }, { silent: true }).catch(() => null);

/** A VIN the lookup can take (letters and digits, as the route's parameter); others are not looked up. */
export const isLookupVin = (vin: string) => /^[A-Za-z0-9]{6,32}$/.test(vin.trim());

/** The main damaged part's name by its part code; null when the catalogue has no such part. */
export const fetchPartName = (partCode: string) =>
  api(E.partName, { params: { partCode: partCode.trim() } }, { silent: true }).catch(() => null);
