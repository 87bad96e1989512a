import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TConversationPageRequest, TInquiryAction, TInquiryAssignRequest, TInquiryCloseRequest, TInquiryDetail, TInquiryDraftRequest,
  TInquiryFilter, TInquiryRow, TInquirySolveRequest, TInquirySubmitRequest, TInquiryUpdateRequest, TReplyRequest, TReplyRow,
  TStatusLogRow, TAssignee, TAssigneeSearchRequest, DictionaryCode, TDictItem, TVehicleInfo, TFaultNode, TArea, TWorkOrderInfo, TPartName, TInquiryVinHistory, TInquiryStatisticsRow, TInquiryPage,
} from '@portal/contract';
import { download, http, saveBlob } from './http';
import { queryClient } from './query-client';

/*
 * Hooks of the inquiry forms (spec §7 "Inquiry"): lists, detail, the workflow's actions, the
 * status log, the reply thread and the pending-work count. Shapes come from contract/src/inquiry.ts.
 */

const BASE = '/rest/base/inquiry';

export interface Page<T> {
  contents: T[];
  count: number;
}

/** A reply page also says how many pages there are (spec §7). */
export interface ReplyPage extends Page<TReplyRow> {
  pages: number;
}

/** A list query: the filter of spec §3 with paging and the list's scope; blanks are left out. */
export type InquiryListQuery = Partial<TInquiryFilter> & { page: number; pageSize: number };

export interface PendingCount {
  inquiry: number;
  feedback: number;
  total: number;
}

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

/** The management list (POST /rest/base/inquiry/search: filters and the scope tabs). */
export function useInquiryList(query: InquiryListQuery) {
  return useQuery({
    queryKey: inquiryKeys.list(query),
    queryFn: ({ signal }) => http.post<TInquiryPage>(`${BASE}/search`, listBody(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The filtered list as .xlsx (POST exportSearchExcel, streamed by the server; paging ignored). */
export async function exportInquiries(query: InquiryListQuery) {
  const { blob, fileName } = await download(`${BASE}/exportSearchExcel`, { method: 'POST', body: listBody(query) });
  saveBlob(blob, fileName);
}

/** A vehicle's inquiries: open ones by anyone (a count) and the caller's own, newest first. */
export function useVinHistory(vin: string | undefined) {
  const trimmed = vin?.trim().toUpperCase() ?? '';
  return useQuery({
    queryKey: [...inquiryKeys.lists(), 'vin', trimmed] as const,
    queryFn: ({ signal }) => http.get<TInquiryVinHistory>(`${BASE}/vin/${encodeURIComponent(trimmed)}`, undefined, { signal, silent: true }),
    // a whole VIN: shorter text is still being typed
    enabled: trimmed.length >= 17,
    staleTime: 30_000,
  });
}

/** The statistics report (POST statistics): headings from the server and a page of rows with durations and ratings. */
/** The report's headings (in the request's language) and one page of rows. */
export interface InquiryStatistics {
  columns: { key: string; title: string }[];
  data: Page<TInquiryStatisticsRow>;
}

export function useInquiryStatistics(query: InquiryListQuery) {
  return useQuery({
    queryKey: [...inquiryKeys.lists(), 'statistics', query] as const,
    queryFn: ({ signal }) => http.post<InquiryStatistics>(`${BASE}/statistics`, listBody(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The statistics report as .xlsx (POST statistics/export, streamed; paging ignored). */
export async function exportStatistics(query: InquiryListQuery) {
  const { blob, fileName } = await download(`${BASE}/statistics/export`, { method: 'POST', body: listBody(query) });
  saveBlob(blob, fileName);
}

export function useInquiryDetail(id: string | undefined) {
  return useQuery({
    queryKey: inquiryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<TInquiryDetail>(`${BASE}/detail/${encodeURIComponent(id!)}`, undefined, { signal }),
    enabled: !!id,
    staleTime: 0,
  });
}

/** Everything an action may change: lists, the inquiry, its log and thread, the pending count. */
export function invalidateInquiry(id?: string) {
  void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: inquiryKeys.pending() });
  if (id) {
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: [...inquiryKeys.all, 'log', id] });
  }
}

/** Save as draft or submit: both answer the inquiry's id and number. */
export function useSaveInquiry() {
  return useMutation({
    mutationFn: ({ submit, body }: { submit: boolean; body: TInquiryDraftRequest | TInquirySubmitRequest }) =>
      http.post<{ id: string; formNo: string }>(`${BASE}/${submit ? 'submit' : 'draft'}`, body),
    onSuccess: (saved) => invalidateInquiry(saved.id),
  });
}

export function useUpdateInquiry() {
  return useMutation({
    mutationFn: (body: TInquiryUpdateRequest) => http.post<null>(`${BASE}/update`, body),
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

/** The call one status action makes: bodies go by POST, the id-only ones by GET (spec §7). */
export function actionCall(input: StatusAction): { method: 'GET' | 'POST'; path: string; body?: unknown } {
  switch (input.action) {
    case 'revoke':
    case 'restart':
    case 'invalid':
    case 'delete':
    case 'push':
      return { method: 'GET', path: `${BASE}/${input.action}/${encodeURIComponent(input.body.id)}` };
    default:
      return { method: 'POST', path: `${BASE}/${input.action}`, body: input.body };
  }
}

export function useInquiryAction() {
  return useMutation({
    mutationFn: (input: StatusAction) => {
      const call = actionCall(input);
      return call.method === 'GET' ? http.get<unknown>(call.path) : http.post<unknown>(call.path, call.body);
    },
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

/** The status log of one inquiry (POST /rest/base/status/log/page), oldest first. */
export function useStatusLog(id: string | undefined, page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: inquiryKeys.log(id ?? '', page, pageSize),
    queryFn: ({ signal }) => http.post<Page<TStatusLogRow>>('/rest/base/status/log/page', { objectId: id, page, pageSize }, { signal }),
    enabled: !!id && enabled,
    placeholderData: keepPreviousData,
  });
}

/** One page of the reply thread, newest first. */
export function useReplies(id: string | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: inquiryKeys.threadPage(id ?? '', page, pageSize),
    queryFn: ({ signal }) =>
      http.post<ReplyPage>('/rest/base/conversation/page', { objectId: id, objectRef: 'InquiryForm', page, pageSize } satisfies Partial<TConversationPageRequest>, { signal }),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });
}

export function useReply() {
  return useMutation({
    mutationFn: (body: TReplyRequest) => http.post<TReplyRow>('/rest/base/conversation/reply', body),
    onSuccess: (_, body) => {
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.thread(body.objectId) });
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.pending() });
    },
  });
}

export function useDeleteReply(objectId: string) {
  return useMutation({
    mutationFn: (replyId: string) => http.get<null>(`/rest/base/conversation/delete/${encodeURIComponent(replyId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.thread(objectId) }),
  });
}

/** What waits for the user (the header badge); refreshed every minute while the portal is open. */
export function usePendingCount(enabled: boolean) {
  return useQuery({
    queryKey: inquiryKeys.pending(),
    queryFn: ({ signal }) => http.get<PendingCount>('/rest/login/info/getPending', undefined, { signal, silent: true }),
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
    queryFn: ({ signal }) => http.post<Page<TAssignee>>(`${BASE}/form/expert/box`, body, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------- reference data of the form

/** A dictionary's entries in the request's language (GET /rest/base/dict/item/{code}). */
export function useDictionary(code: DictionaryCode) {
  return useQuery({
    queryKey: ['dict', code] as const,
    queryFn: ({ signal }) => http.get<TDictItem[]>(`/rest/base/dict/item/${code}`, undefined, { signal }),
    staleTime: Infinity,
  });
}

/** Code → name of a dictionary, for tags and read-only text; the code itself until it loads. */
export function useDictNames(code: DictionaryCode) {
  const { data } = useDictionary(code);
  const names = new Map((data ?? []).map((item) => [item.code, item.name]));
  return (value: string | null | undefined) => (value ? (names.get(value) ?? value) : '');
}

/** Fault catalogue nodes of one level under a parent (spec §3: 1 module, 2 system, 3 position). */
export function useFaultNodes(level: 1 | 2 | 3, parentCode: string | undefined) {
  return useQuery({
    queryKey: ['faultCatalogue', level, parentCode ?? ''] as const,
    queryFn: ({ signal }) =>
      http.post<TFaultNode[]>('/rest/base/data/list', { type: 'FAULT_CATELOG', level, parentCode: parentCode || undefined }, { signal }),
    enabled: level === 1 || !!parentCode,
    staleTime: 10 * 60_000,
  });
}

/** Provinces (level 1) or the cities of one province (level 2) (POST /rest/base/area/listMap). */
export const fetchAreas = (level: 1 | 2, parentCode?: string) =>
  queryClient.fetchQuery({
    queryKey: ['areas', level, parentCode ?? ''] as const,
    queryFn: () => http.post<TArea[]>('/rest/base/area/listMap', { level, parentCode }),
    staleTime: Infinity,
  });

/** The vehicle of a VIN from our records; null when we have none (no notice: the form says so). */
export const fetchVehicleInfo = (vin: string) =>
  http.get<TVehicleInfo | null>(`/rest/integrate/getVehicleInfo/${encodeURIComponent(vin.trim())}`, undefined, { silent: true }).catch(() => null);

/** A VIN the lookup can take (letters and digits, as the route's parameter); others are not looked up. */
export const isLookupVin = (vin: string) => /^[A-Za-z0-9]{6,32}$/.test(vin.trim());

/** A work order's mileage, shop and area (spec §3 Work order info); null when unknown. */
export const fetchWorkOrder = (id: string) =>
  http.get<TWorkOrderInfo | null>(`/rest/integrate/getWorkOrderInfo/${encodeURIComponent(id.trim())}`, undefined, { silent: true }).catch(() => null);

/** The main damaged part's name by its part code; null when the catalogue has no such part. */
export const fetchPartName = (partCode: string) =>
  http.get<TPartName>(`/rest/base/inquiry/form/partName/${encodeURIComponent(partCode.trim())}`, undefined, { silent: true }).catch(() => null);
