import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  feedbackEndpoints as E, type TFeedbackDraftRequest, type TFeedbackFilter, type TFeedbackListQuery, type TFeedbackStatisticsRequest,
  type TFeedbackSubmitRequest, type TFeedbackVoteRequest,
} from '@portal/contract';
import { api, fetchFile } from './api';
import { saveBlob } from './http';
import { queryClient } from './query-client';
import { inquiryKeys } from './inquiry';

/* Hooks of feedback (spec §7 Feedback); shapes from contract/src/feedback. */

export const FEEDBACK_LISTS = ['created', 'to-process', 'processed', 'forward'] as const;
export type FeedbackList = (typeof FEEDBACK_LISTS)[number];

/** Each of the caller's lists is its own endpoint. */
const LIST_ENDPOINTS = { created: E.created, 'to-process': E.toProcess, processed: E.processed, forward: E.forward } as const;

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (list: string, query: FeedbackListQuery) => [...feedbackKeys.all, 'list', list, query] as const,
  detail: (id: string) => [...feedbackKeys.all, 'detail', id] as const,
  handlers: (keyword: string) => [...feedbackKeys.all, 'handlers', keyword] as const,
  closedLoop: (body: TFeedbackStatisticsRequest) => [...feedbackKeys.all, 'closedLoop', body] as const,
};

/** Lists, details and the header badge all move when a feedback does. */
const invalidate = async () => {
  await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
  await queryClient.invalidateQueries({ queryKey: inquiryKeys.pending() });
};

/** The feedback center's search and filters (one status, as every list takes it). */
export type FeedbackSearch = Pick<TFeedbackListQuery, 'keyword' | 'status' | 'feedbackType'>;
export type FeedbackListQuery = FeedbackSearch & { page: number; pageSize: number };

/** All feedback's body for the center's search: a blank keyword is no filter; the one status as the list of one. */
export function allFeedbackBody({ keyword, status, feedbackType }: FeedbackSearch): Omit<TFeedbackFilter, 'page' | 'pageSize'> {
  return { ...(keyword?.trim() ? { keyword: keyword.trim() } : {}), ...(status ? { status: [status] } : {}), ...(feedbackType ? { feedbackType } : {}) };
}

/** The caller's lists' query: blanks left out. */
export function listQuery({ keyword, status, feedbackType, page, pageSize }: FeedbackListQuery): Record<string, string | number> {
  return { page, pageSize, ...(keyword?.trim() ? { keyword: keyword.trim() } : {}), ...(status ? { status } : {}), ...(feedbackType ? { feedbackType } : {}) };
}

export function useFeedbackList(list: FeedbackList | 'all', query: FeedbackListQuery) {
  return useQuery({
    queryKey: feedbackKeys.list(list, query),
    queryFn: ({ signal }) => (list === 'all'
      ? api(E.all, { body: { page: query.page, pageSize: query.pageSize, ...allFeedbackBody(query) } }, { signal })
      : api(LIST_ENDPOINTS[list], { query: listQuery(query) }, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackDetail(id: string | null) {
  return useQuery({
    queryKey: feedbackKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api(E.get, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
  });
}

export function useFeedbackHandlers(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: feedbackKeys.handlers(keyword),
    queryFn: ({ signal }) => api(E.handlers, { query: { keyword } }, { signal }),
    enabled,
  });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: ({ draft, body }: { draft: boolean; body: TFeedbackSubmitRequest | TFeedbackDraftRequest }) =>
      (draft ? api(E.draft, { body }) : api(E.submit, { body: body as TFeedbackSubmitRequest })),
    onSuccess: invalidate,
  });
}

export function useFeedbackVote() {
  return useMutation({
    mutationFn: (body: Partial<TFeedbackVoteRequest> & Pick<TFeedbackVoteRequest, 'id' | 'action'>) => api(E.vote, { body }),
    onSuccess: invalidate,
  });
}

/** All feedback as .xlsx (exportAllFeedBackExcel). */
export async function exportAllFeedback(filter: Partial<TFeedbackFilter> = {}) {
  const file = await fetchFile(E.exportAll, { body: filter });
  saveBlob(file.blob, file.fileName || 'feedback.xlsx');
}

/** The report's closed-loop statistics: closed and unclosed feedback and the mean time to close, by type. */
export function useClosedLoopStatistics(body: TFeedbackStatisticsRequest) {
  return useQuery({
    queryKey: feedbackKeys.closedLoop(body),
    queryFn: ({ signal }) => api(E.closedLoop, { body }, { signal }),
  });
}

/** The closed-loop statistics as .xlsx. */
export async function exportClosedLoopStatistics(body: TFeedbackStatisticsRequest) {
  const file = await fetchFile(E.exportClosedLoop, { body });
  saveBlob(file.blob, file.fileName || 'feedback-closed-loop.xlsx');
}
