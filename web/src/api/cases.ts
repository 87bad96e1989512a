import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  casesEndpoints as E, type TCaseContentInput, type TCasePageRequest, type TCaseReviewRequest, type TCaseSimilarRequest, type TCaseSubmitRequest,
} from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

/* Hooks of the technical case library (spec §7 technical cases); shapes from contract/src/cases. */

export const caseKeys = {
  all: ['cases'] as const,
  list: (req: TCasePageRequest) => [...caseKeys.all, 'list', req] as const,
  one: (id: string) => [...caseKeys.all, 'one', id] as const,
  similar: (req: TCaseSimilarRequest) => [...caseKeys.all, 'similar', req] as const,
};

export function useCases(req: TCasePageRequest) {
  return useQuery({
    queryKey: caseKeys.list(req),
    queryFn: ({ signal }) => api(E.list, { body: req }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCase(id: string | undefined) {
  return useQuery({
    queryKey: caseKeys.one(id ?? ''),
    queryFn: () => api(E.get, { params: { id: id! } }),
    enabled: !!id,
  });
}

/** Published cases like the fault being typed (the inquiry form's suggestions); off while the text is empty. */
export function useSimilarCases(req: TCaseSimilarRequest, enabled = true) {
  return useQuery({
    queryKey: caseKeys.similar(req),
    queryFn: ({ signal }) => api(E.similar, { body: req }, { signal, silent: true }),
    enabled: enabled && req.text.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

// Every write changes lists and the case itself: the whole domain's cache is refreshed.
const refresh = () => queryClient.invalidateQueries({ queryKey: caseKeys.all });

export function useSubmitCase() {
  return useMutation({ mutationFn: (req: TCaseSubmitRequest) => api(E.submit, { body: req }), onSuccess: refresh });
}

export function useUpdateCase() {
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: TCaseContentInput }) => api(E.update, { params: { id }, body: content }),
    onSuccess: refresh,
  });
}

export function useReviewCase() {
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: TCaseReviewRequest }) => api(E.review, { params: { id }, body: review }),
    onSuccess: refresh,
  });
}

export function useInvalidateCase() {
  return useMutation({
    mutationFn: ({ id, comment }: { id: string; comment?: string }) => api(E.invalidate, { params: { id }, query: comment ? { comment } : undefined }),
    onSuccess: refresh,
  });
}
