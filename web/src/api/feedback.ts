import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TFeedbackDetail, TFeedbackDraftRequest, TFeedbackFilter, TFeedbackHandler, TFeedbackRow, TFeedbackSubmitRequest, TFeedbackVoteRequest,
} from '@portal/contract';
import { download, http, saveBlob } from './http';
import { queryClient } from './query-client';
import { inquiryKeys } from './inquiry';

/* Hooks of feedback (spec §7 Feedback); shapes from contract/src/feedback.ts. */

const BASE = '/rest/base/feedback';
export const FEEDBACK_LISTS = ['created', 'to-process', 'processed', 'forward'] as const;
export type FeedbackList = (typeof FEEDBACK_LISTS)[number];

export interface Page<T> {
  contents: T[];
  count: number;
}

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (list: string, page: number, pageSize: number) => [...feedbackKeys.all, 'list', list, page, pageSize] as const,
  detail: (id: string) => [...feedbackKeys.all, 'detail', id] as const,
  handlers: (keyword: string) => [...feedbackKeys.all, 'handlers', keyword] as const,
};

/** Lists, details and the header badge all move when a feedback does. */
const invalidate = async () => {
  await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
  await queryClient.invalidateQueries({ queryKey: inquiryKeys.pending() });
};

export function useFeedbackList(list: FeedbackList | 'all', page: number, pageSize: number) {
  return useQuery({
    queryKey: feedbackKeys.list(list, page, pageSize),
    queryFn: ({ signal }) => (list === 'all'
      ? http.post<Page<TFeedbackRow>>(`${BASE}/allFeedBack`, { page, pageSize }, { signal })
      : http.get<Page<TFeedbackRow>>(`${BASE}/${list}`, { page, pageSize }, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackDetail(id: string | null) {
  return useQuery({
    queryKey: feedbackKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<TFeedbackDetail>(`${BASE}/${id}`, undefined, { signal }),
    enabled: Boolean(id),
  });
}

export function useFeedbackHandlers(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: feedbackKeys.handlers(keyword),
    queryFn: ({ signal }) => http.get<TFeedbackHandler[]>(`${BASE}/handlers`, { keyword }, { signal }),
    enabled,
  });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: ({ draft, body }: { draft: boolean; body: TFeedbackSubmitRequest | TFeedbackDraftRequest }) =>
      http.post<{ id: string }>(draft ? `${BASE}/draft` : `${BASE}/`, body),
    onSuccess: invalidate,
  });
}

export function useFeedbackVote() {
  return useMutation({
    mutationFn: (body: Partial<TFeedbackVoteRequest> & Pick<TFeedbackVoteRequest, 'id' | 'action'>) => http.post<null>('/rest/base/workflow/vote', body),
    onSuccess: invalidate,
  });
}

/** All feedback as .xlsx (exportAllFeedBackExcel). */
export async function exportAllFeedback(filter: Partial<TFeedbackFilter> = {}) {
  const file = await download(`${BASE}/exportAllFeedBackExcel`, { method: 'POST', body: filter });
  saveBlob(file.blob, file.fileName || 'feedback.xlsx');
}
