import { useMutation, useQuery } from '@tanstack/react-query';
import { dictionariesEndpoints as E, type DictionaryCode, type TDictEntryCreateRequest, type TDictNames } from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

/*
 * Dictionaries (decision 038): the entries every screen names codes with and offers in selects, and
 * their management. Entries are edited at run time, so a page reads them again after a while (and
 * at once after an edit made in this browser).
 */

export const dictionaryKeys = {
  items: (code: DictionaryCode) => ['dict', code] as const,
  admin: ['dict', 'admin'] as const,
  list: () => [...dictionaryKeys.admin, 'list'] as const,
  entries: (dictionary: DictionaryCode) => [...dictionaryKeys.admin, 'entries', dictionary] as const,
};

/** How long a page keeps a dictionary before asking again: an administrator's edit reaches open pages within it. */
const DICTIONARY_STALE_MS = 5 * 60_000;

/** A dictionary's entries in the request's language (dict/item/{code}), disabled ones included (they name old records). */
export function useDictionary(code: DictionaryCode) {
  return useQuery({
    queryKey: dictionaryKeys.items(code),
    queryFn: ({ signal }) => api(E.items, { params: { code } }, { signal }),
    staleTime: DICTIONARY_STALE_MS,
  });
}

/** The entries a form offers: the enabled ones, and the value the record already holds even if disabled since. */
export function useDictionaryOptions(code: DictionaryCode, current?: string | null) {
  const { data, ...rest } = useDictionary(code);
  const options = (data ?? []).filter((item) => item.enabled || item.code === current).map((item) => ({ value: item.code, label: item.name, disabled: !item.enabled }));
  return { ...rest, data, options };
}

/** Code → name of a dictionary, for tags and read-only text; the code itself until it loads. */
export function useDictNames(code: DictionaryCode) {
  const { data } = useDictionary(code);
  const names = new Map((data ?? []).map((item) => [item.code, item.name]));
  return (value: string | null | undefined) => (value ? (names.get(value) ?? value) : '');
}

/** The management screen: every dictionary with its counts. */
export function useDictionaryList() {
  return useQuery({ queryKey: dictionaryKeys.list(), queryFn: ({ signal }) => api(E.list, undefined, { signal }) });
}

/** One dictionary's entries with their six names. */
export function useDictionaryEntries(dictionary: DictionaryCode | undefined) {
  return useQuery({
    queryKey: dictionaryKeys.entries(dictionary ?? 'DIC_FEEDBACKS_TYPE'),
    queryFn: ({ signal }) => api(E.entries, { params: { dictionary: dictionary! } }, { signal }),
    enabled: !!dictionary,
  });
}

/** After an edit: the screen's lists and every page's names of that dictionary. */
const refresh = (dictionary: DictionaryCode) => {
  void queryClient.invalidateQueries({ queryKey: dictionaryKeys.admin });
  void queryClient.invalidateQueries({ queryKey: dictionaryKeys.items(dictionary), exact: true });
};

export function useCreateDictEntry(dictionary: DictionaryCode) {
  return useMutation({ mutationFn: (req: TDictEntryCreateRequest) => api(E.create, { params: { dictionary }, body: req }), onSuccess: () => refresh(dictionary) });
}

export function useUpdateDictEntry(dictionary: DictionaryCode) {
  return useMutation({
    mutationFn: ({ code, names }: { code: string; names: TDictNames }) => api(E.update, { params: { dictionary, code }, body: { names } }),
    onSuccess: () => refresh(dictionary),
  });
}

export function useEnableDictEntry(dictionary: DictionaryCode) {
  return useMutation({
    mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) => api(E.enable, { params: { dictionary, code }, body: { enabled } }),
    onSuccess: () => refresh(dictionary),
  });
}

export function useRemoveDictEntry(dictionary: DictionaryCode) {
  return useMutation({ mutationFn: (code: string) => api(E.remove, { params: { dictionary, code } }), onSuccess: () => refresh(dictionary) });
}

export function useReorderDictionary(dictionary: DictionaryCode) {
  return useMutation({ mutationFn: (codes: string[]) => api(E.reorder, { params: { dictionary }, body: { codes } }), onSuccess: () => refresh(dictionary) });
}
