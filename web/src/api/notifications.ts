import { useMutation, useQuery } from '@tanstack/react-query';
import { notificationsEndpoints as E } from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

/* Hooks of the alerts about favourites (header badge); shapes from contract/src/notifications. */

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** How often the badge asks; the server answers from a per-process cache the database keeps current. */
const UNREAD_POLL_MS = 30_000;

export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: () => api(E.unread, undefined, { silent: true }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** The latest alerts, while the list is open. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => api(E.list, { query: { page: 1, pageSize: 20 } }),
    enabled,
  });
}

export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: (ids: string[]) => api(E.read, { body: { ids } }),
    onSuccess: (unread) => queryClient.setQueryData(notificationKeys.unread(), unread),
  });
}
