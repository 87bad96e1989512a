import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ResponsibleRole, TResponsibleImportResult, TResponsiblePersonInput, TResponsiblePersonRow } from '@portal/contract';
import { download, http, saveBlob } from '../../api/http';
import { queryClient } from '../../api/query-client';

/** Responsible persons (management page); kept beside the page so the inquiry screens stay separate. */
export const responsibleKeys = {
  all: ['responsible-persons'] as const,
  page: (query: ResponsibleQuery) => [...responsibleKeys.all, 'page', query] as const,
};

export interface ResponsibleQuery {
  role: ResponsibleRole;
  keyword?: string;
  page: number;
  pageSize: number;
}

export function useResponsiblePage(query: ResponsibleQuery) {
  return useQuery({
    queryKey: responsibleKeys.page(query),
    queryFn: () => http.post<{ contents: TResponsiblePersonRow[]; count: number }>('/rest/base/inquiry/responsible/page', query),
    placeholderData: keepPreviousData,
  });
}

/** Adds one entry (no id) or changes one (PUT); the lists refresh either way. */
export function useSaveResponsible() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TResponsiblePersonInput }) =>
      id ? http.put<null>(`/rest/base/inquiry/responsible/${id}`, input) : http.post<{ id: string }>('/rest/base/inquiry/responsible', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: responsibleKeys.all }),
  });
}

export function useDeleteResponsible() {
  return useMutation({
    mutationFn: (id: string) => http.del<null>(`/rest/base/inquiry/responsible/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: responsibleKeys.all }),
  });
}

/** POST /rest/import/expert/and/processor; a refusal shows its rows in the error table (http client). */
export function useImportResponsible() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.post<TResponsibleImportResult>('/rest/import/expert/and/processor', form);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: responsibleKeys.all }),
  });
}

export async function downloadResponsibleTemplate() {
  const { blob, fileName } = await download('/rest/import/expert/and/processor/template');
  saveBlob(blob, fileName);
}
