import { useMutation, useQuery } from '@tanstack/react-query';
import type { TBulletinRow, THomeSwiper } from '@portal/contract';
import { http } from '../../api/http';
import { queryClient } from '../../api/query-client';

/** A stored file shown in place (its link needs a ticket). */
export const fileViewPath = (id: string) => `/rest/base/file/view/${id}`;

const swiperKey = ['home', 'swiper'] as const;

/** The configured swiper slides (empty until an administrator sets them). */
export const useHomeSwiper = () => useQuery({ queryKey: swiperKey, queryFn: ({ signal }) => http.get<THomeSwiper>('/rest/config/homeSwiper', undefined, { signal }) });

export const useSaveHomeSwiper = () => useMutation({
  mutationFn: (body: THomeSwiper) => http.put<null>('/rest/config/homeSwiper', body),
  onSuccess: () => void queryClient.invalidateQueries({ queryKey: swiperKey }),
});

/**
 * The home announcements: the newest bulletins the user may read, pinned first. Keyed under the
 * bulletin lists, so opening a bulletin (which marks it read) refreshes them too.
 */
export const useHomeBulletins = (enabled: boolean) => useQuery({
  queryKey: ['bulletins', 'page', 'homepage'],
  enabled,
  queryFn: ({ signal }) => http.get<TBulletinRow[]>('/rest/base/bulletin/homepage', undefined, { signal }),
});
