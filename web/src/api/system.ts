import { useQuery } from '@tanstack/react-query';
import type { Language, TLicenceInfo, TPublicConfig } from '@portal/contract';
import { http } from './http';

export const systemKeys = {
  all: ['system'] as const,
  publicConfig: () => [...systemKeys.all, 'public-config'] as const,
  languages: () => [...systemKeys.all, 'languages'] as const,
  licenceInfo: () => [...systemKeys.all, 'licence-info'] as const,
  onlineUsers: () => [...systemKeys.all, 'online-users'] as const,
};

export const fetchPublicConfig = () => http.get<TPublicConfig>('/rest/config/public', undefined, { noToken: true, silent: true });

/** Login-page switches, default language and support contact; loaded before the first render. */
export function usePublicConfig() {
  return useQuery({ queryKey: systemKeys.publicConfig(), queryFn: fetchPublicConfig, staleTime: Infinity });
}

export function useAcceptLanguages(enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.languages(),
    queryFn: () => http.get<{ code: Language; name: string }[]>('/rest/base/translation/listAcceptLanguage', undefined, { noToken: true, silent: true }),
    enabled,
    staleTime: Infinity,
  });
}

/** Licence details for the system-info dialog (SYSTEM_ADMIN). */
export function useLicenceInfo(enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.licenceInfo(),
    queryFn: () => http.get<TLicenceInfo>('/rest/license/getLicenseInfo'),
    enabled,
    staleTime: 0,
  });
}

export function useOnlineUsers(enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.onlineUsers(),
    queryFn: () => http.get<{ onlineUsers: number }>('/rest/license/getUserCurrent'),
    enabled,
    staleTime: 0,
  });
}
