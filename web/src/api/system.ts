import { useQuery } from '@tanstack/react-query';
import { systemEndpoints as E } from '@portal/contract';
import { api } from './api';
import { fetchPublicConfig, publicConfigNow } from './public-config';

export const systemKeys = {
  all: ['system'] as const,
  publicConfig: () => [...systemKeys.all, 'public-config'] as const,
  languages: () => [...systemKeys.all, 'languages'] as const,
  licenceInfo: () => [...systemKeys.all, 'licence-info'] as const,
};

/** Login-page switches, default language and support contact; read before the first render (public-config.ts). */
export function usePublicConfig() {
  return useQuery({ queryKey: systemKeys.publicConfig(), queryFn: fetchPublicConfig, staleTime: Infinity, initialData: () => publicConfigNow() ?? undefined });
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

