import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { OutboxState, TOutboxMessageDetail, TOutboxMessageRow } from '@portal/contract';
import { http } from '../../api/http';
import { queryClient } from '../../api/query-client';

/** The DMS/ERP handover log (admin). */
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
    queryFn: () => http.get<{ contents: TOutboxMessageRow[]; count: number }>('/rest/outbox/messages', { ...query }),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMessage(id: string) {
  return useQuery({
    queryKey: outboxKeys.detail(id),
    queryFn: () => http.get<TOutboxMessageDetail>(`/rest/outbox/messages/${id}`),
  });
}

export function useReplayOutbox() {
  return useMutation({
    mutationFn: (id: string) => http.post<null>(`/rest/outbox/messages/${id}/replay`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
