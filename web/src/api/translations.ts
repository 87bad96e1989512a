import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { translationsEndpoints as E, type Language, type TTranslationEntryQuery, type TTranslationOverrideRequest } from '@portal/contract';
import { api, fetchFile } from './api';
import { saveBlob } from './http';
import { queryClient } from './query-client';

export const translationKeys = {
  all: ['translations'] as const,
  languages: () => [...translationKeys.all, 'languages'] as const,
  entries: (query: TTranslationEntryQuery) => [...translationKeys.all, 'entries', query] as const,
};

/** Everything the page shows is refreshed after a change (completeness counts move with each). */
const refresh = () => queryClient.invalidateQueries({ queryKey: translationKeys.all });

export function useTranslationLanguages() {
  return useQuery({ queryKey: translationKeys.languages(), queryFn: () => api(E.listLanguage) });
}

export function useTranslationEntries(query: TTranslationEntryQuery) {
  return useQuery({
    queryKey: translationKeys.entries(query),
    queryFn: ({ signal }) => api(E.entries, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveOverride() {
  return useMutation({ mutationFn: (body: TTranslationOverrideRequest) => api(E.saveOverride, { body }), onSuccess: refresh });
}

export function useSetLanguageEnabled() {
  return useMutation({
    mutationFn: ({ language, enabled }: { language: Language; enabled: boolean }) => api(E.setLanguage, { params: { language }, body: { enabled } }),
    onSuccess: refresh,
  });
}

export async function exportTranslations(namespace: string | undefined) {
  const { blob, fileName } = await fetchFile(E.export, { body: { namespace } });
  saveBlob(blob, fileName);
}

/** Import step 1: the difference, or a refusal whose rows come back in the ApiError (the dialog shows them). */
export function checkTranslationImport(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api(E.import, { body: form }, { silent: true });
}

/** Import step 2: the checked difference applied, all of it or nothing. */
export async function confirmTranslationImport(stagingId: string) {
  const result = await api(E.importConfirm, { body: { stagingId } }, { silent: true });
  void refresh();
  return result;
}
