import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TCaseContentInput, TCaseDetail, TCasePage, TCasePageRequest, TCaseReviewRequest, TCaseRow, TCaseSimilar, TCaseSimilarRequest, TCaseSubmitRequest,
} from '@portal/contract';
import { http } from './http';
import { queryClient } from './query-client';

/* Hooks of the technical case library (spec §7 /rest/base/inquiry/case/*); shapes from contract/src/cases.ts. */

export interface Page<T> {
  contents: T[];
  count: number;
}

export const caseKeys = {
  all: ['cases'] as const,
  list: (req: TCasePageRequest) => [...caseKeys.all, 'list', req] as const,
  one: (id: string) => [...caseKeys.all, 'one', id] as const,
  similar: (req: TCaseSimilarRequest) => [...caseKeys.all, 'similar', req] as const,
};

export function useCases(req: TCasePageRequest) {
  return useQuery({
    queryKey: caseKeys.list(req),
    queryFn: ({ signal }) => http.post<TCasePage>('/rest/base/inquiry/case/page', req, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCase(id: string | undefined) {
  return useQuery({
    queryKey: caseKeys.one(id ?? ''),
    queryFn: () => http.get<TCaseDetail>(`/rest/base/inquiry/case/${id}`),
    enabled: !!id,
  });
}

/** Published cases like the fault being typed (the inquiry form's suggestions); off while the text is empty. */
export function useSimilarCases(req: TCaseSimilarRequest, enabled = true) {
  return useQuery({
    queryKey: caseKeys.similar(req),
    queryFn: ({ signal }) => http.post<TCaseSimilar[]>('/rest/base/inquiry/case/similar', req, { signal, silent: true }),
    enabled: enabled && req.text.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

// Every write changes lists and the case itself: the whole domain's cache is refreshed.
const refresh = () => queryClient.invalidateQueries({ queryKey: caseKeys.all });

export function useSubmitCase() {
  return useMutation({ mutationFn: (req: TCaseSubmitRequest) => http.post<{ id: string }>('/rest/base/inquiry/case/submit', req), onSuccess: refresh });
}

export function useUpdateCase() {
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: TCaseContentInput }) => http.post<{ id: string }>(`/rest/base/inquiry/case/update/${id}`, content),
    onSuccess: refresh,
  });
}

export function useReviewCase() {
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: TCaseReviewRequest }) => http.post<{ id: string }>(`/rest/base/inquiry/case/review/${id}`, review),
    onSuccess: refresh,
  });
}

export function useInvalidateCase() {
  return useMutation({
    mutationFn: ({ id, comment }: { id: string; comment?: string }) => http.get<{ id: string }>(`/rest/base/inquiry/case/invalid/${id}`, comment ? { comment } : undefined),
    onSuccess: refresh,
  });
}
