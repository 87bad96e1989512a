import { useMutation, useQuery } from '@tanstack/react-query';
import { systemEndpoints as E, type THomeSwiper } from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

export const systemKeys = {
  all: ['system'] as const,
  publicConfig: () => [...systemKeys.all, 'public-config'] as const,
  languages: () => [...systemKeys.all, 'languages'] as const,
  licenceInfo: () => [...systemKeys.all, 'licence-info'] as const,
  onlineUsers: () => [...systemKeys.all, 'online-users'] as const,
  homeSwiper: () => [...systemKeys.all, 'home-swiper'] as const,
};

export const fetchPublicConfig = () => api(E.publicConfig, {}, { noToken: true, silent: true });

/** Login-page switches, default language and support contact; loaded before the first render. */
export function usePublicConfig() {
  return useQuery({ queryKey: systemKeys.publicConfig(), queryFn: fetchPublicConfig, staleTime: Infinity });
}

export function useAcceptLanguages(enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.languages(),
    queryFn: () => api(E.languages, {}, { noToken: true, silent: true }),
    enabled,
    staleTime: Infinity,
  });
}

/** Licence details for the system-info dialog (SYSTEM_ADMIN). */
export function useLicenceInfo(enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.licenceInfo(),
    queryFn: () => api(E.licenceInfo),
    enabled,
    staleTime: 0,
  });
}

export function useOnlineUsers(enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.onlineUsers(),
    queryFn: () => api(E.onlineUsers),
    enabled,
    staleTime: 0,
  });
}

/** The configured home swiper slides (empty until an administrator sets them). */
export const useHomeSwiper = () => useQuery({ queryKey: systemKeys.homeSwiper(), queryFn: ({ signal }) => api(E.homeSwiper, {}, { signal }) });

export const useSaveHomeSwiper = () => useMutation({
  mutationFn: (body: THomeSwiper) => api(E.saveHomeSwiper, { body }),
  onSuccess: () => void queryClient.invalidateQueries({ queryKey: systemKeys.homeSwiper() }),
});
