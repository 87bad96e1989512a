import { useMutation, useQuery } from '@tanstack/react-query';
import type { TNotification, TNotificationUnread, TPage as Page } from '@portal/contract';
import { http } from './http';
import { queryClient } from './query-client';

/* Hooks of the alerts about favourites (header badge); shapes from contract/src/notifications.ts. */

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
    queryFn: () => http.get<TNotificationUnread>('/rest/notifications/unread', undefined, { silent: true }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** The latest alerts, while the list is open. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => http.get<Page<TNotification>>('/rest/notifications/list', { page: 1, pageSize: 20 }),
    enabled,
  });
}

export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: (ids: string[]) => http.post<TNotificationUnread>('/rest/notifications/read', { ids }),
    onSuccess: (unread) => queryClient.setQueryData(notificationKeys.unread(), unread),
  });
}
