import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TConversationPageRequest, TInquiryAction, TInquiryAssignRequest, TInquiryCloseRequest, TInquiryDetail, TInquiryDraftRequest,
  TInquiryFilter, TInquiryRow, TInquirySolveRequest, TInquirySubmitRequest, TInquiryUpdateRequest, TReplyRequest, TReplyRow,
  TStatusLogRow,
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

/** A user the assignee search offers (form/expert/box). */
export interface Assignee {
  id: string;
  username: string;
  name: string;
  department?: string;
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
    queryFn: ({ signal }) => http.post<Page<TInquiryRow>>(`${BASE}/search`, listBody(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The filtered list as .xlsx (POST exportSearchExcel, streamed by the server). */
export async function exportInquiries(query: Omit<InquiryListQuery, 'page' | 'pageSize'>) {
  const { blob, fileName } = await download(`${BASE}/exportSearchExcel`, { method: 'POST', body: listBody({ ...query, page: 1, pageSize: 1 }) });
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

/** Save as draft or submit: both answer the saved inquiry. */
export function useSaveInquiry() {
  return useMutation({
    mutationFn: ({ submit, body }: { submit: boolean; body: TInquiryDraftRequest | TInquirySubmitRequest }) =>
      http.post<TInquiryDetail>(`${BASE}/${submit ? 'submit' : 'draft'}`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(inquiryKeys.detail(saved.id), saved);
      invalidateInquiry(saved.id);
    },
  });
}

export function useUpdateInquiry() {
  return useMutation({
    mutationFn: (body: TInquiryUpdateRequest) => http.post<TInquiryDetail>(`${BASE}/update`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(inquiryKeys.detail(saved.id), saved);
      invalidateInquiry(saved.id);
    },
  });
}

/** The status actions of the detail page, each by its call of spec §7. */
export type StatusAction =
  | { action: 'assign'; body: TInquiryAssignRequest }
  | { action: 'solve'; body: TInquirySolveRequest }
  | { action: 'close'; body: TInquiryCloseRequest }
  | { action: 'reject' | 'suspend' | 'invalid'; body: { id: string; reason?: string } }
  | { action: 'revoke' | 'restart' | 'delete' | 'push'; body: { id: string } };

/** The call one status action makes: bodies go by POST, the id-only ones by GET (spec §7). */
export function actionCall(input: StatusAction): { method: 'GET' | 'POST'; path: string; body?: unknown } {
  switch (input.action) {
    case 'revoke':
    case 'restart':
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

/** The status log of one inquiry (POST /rest/base/status/log/page), newest first. */
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

/** Users the assignee search modal offers: the handling group (processor) or the experts. */
export function useAssignees(kind: 'processor' | 'expert', key: string, enabled: boolean) {
  return useQuery({
    queryKey: inquiryKeys.assignees(kind, key),
    queryFn: ({ signal }) =>
      http.post<Page<Assignee>>(`${BASE}/form/${kind === 'expert' ? 'expert/box' : 'processor'}`, { key: key.trim() || undefined, page: 1, pageSize: 50 }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
