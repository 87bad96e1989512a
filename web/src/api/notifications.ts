import { useMutation, useQuery } from '@tanstack/react-query';
import { notificationsEndpoints as E } from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

/* Hooks of the alerts behind the header badge (favourites, my inquiries); shapes from contract/src/notifications. */

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/**
 * How often the badge asks while the page is in view: an answer to a dealer's inquiry should show
 * without a reload. Cheap: the server answers from a per-process cache the database keeps current.
 */
const UNREAD_POLL_MS = 15_000;

export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: () => api(E.unread, undefined, { silent: true }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    // Coming back to the tab asks at once (polling pauses while the page is hidden).
    refetchOnWindowFocus: 'always',
  });
}

/** The latest alerts, while the list is open: asked again at every opening, new ones come any time. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => api(E.list, { query: { page: 1, pageSize: 20 } }),
    enabled,
    staleTime: 0,
  });
}

export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: (ids: string[]) => api(E.read, { body: { ids } }),
    onSuccess: (unread) => queryClient.setQueryData(notificationKeys.unread(), unread),
  });
}
