import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { outboxEndpoints as E, type OutboxState } from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

/** The DMS/ERP handover log (admin); shapes from contract/src/outbox. */
export const outboxKeys = {
  all: ['outbox'] as const,
  page: (query: OutboxQuery) => [...outboxKeys.all, 'page', query] as const,
  detail: (id: string) => [...outboxKeys.all, 'detail', id] as const,
};

export interface OutboxQuery {
  topic?: string;
  state?: OutboxState;
  key?: string;
  page: number;
  pageSize: number;
}

export function useOutboxPage(query: OutboxQuery) {
  return useQuery({
    queryKey: outboxKeys.page(query),
    queryFn: () => api(E.messages, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMessage(id: string) {
  return useQuery({
    queryKey: outboxKeys.detail(id),
    queryFn: () => api(E.message, { params: { id } }),
  });
}

export function useReplayOutbox() {
  return useMutation({
    mutationFn: (id: string) => api(E.replay, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
