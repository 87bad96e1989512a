import { useMutation, useQuery } from '@tanstack/react-query';
import { homeEndpoints as E, type THomeSwiper } from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

/* Hooks of the home dashboard's settings; shapes from contract/src/home/. */

export const homeKeys = {
  all: ['home'] as const,
  swiper: () => [...homeKeys.all, 'swiper'] as const,
};

/** The configured home swiper slides (empty until an administrator sets them). */
export const useHomeSwiper = () => useQuery({ queryKey: homeKeys.swiper(), queryFn: ({ signal }) => api(E.swiper, {}, { signal }) });

export const useSaveHomeSwiper = () => useMutation({
  mutationFn: (body: THomeSwiper) => api(E.saveSwiper, { body }),
  onSuccess: () => void queryClient.invalidateQueries({ queryKey: homeKeys.swiper() }),
});
