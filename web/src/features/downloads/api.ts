import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type TDownloadFile, type TDownloadFileCreate, type TDownloadFileTypes, type TDownloadFileUpdate, type TDownloadFolderNode,
  type TDownloadMinFile,
} from '@portal/contract';
import { http } from '../../api/http';
import { queryClient } from '../../api/query-client';

/** The download area's calls (download_management and the DownloadAreaCard). */
export const downloadKeys = {
  all: ['downloads'] as const,
  tree: ['downloads', 'tree'] as const,
  files: (q: FolderFilesQuery) => ['downloads', 'files', q] as const,
  search: (q: SearchQuery) => ['downloads', 'search', q] as const,
  types: ['downloads', 'types'] as const,
  minTop: (limit: number) => ['downloads', 'min', 'top', limit] as const,
  minLatest: (pageSize: number) => ['downloads', 'min', 'latest', pageSize] as const,
};

type Page<T> = { contents: T[]; count: number };
export interface FolderFilesQuery { folderId: string; page: number; pageSize: number; key?: string }
export interface SearchQuery { key: string; page: number; pageSize: number; folderId?: string }

/** After any change or download: counts, trees and lists are stale. */
export const refreshDownloads = () => void queryClient.invalidateQueries({ queryKey: downloadKeys.all });

export const useFolderTree = () => useQuery({
  queryKey: downloadKeys.tree,
  queryFn: () => http.get<TDownloadFolderNode[]>('/rest/base/download/folder/tree'),
});

export const useFolderFiles = (q: FolderFilesQuery | undefined) => useQuery({
  queryKey: downloadKeys.files(q ?? { folderId: '', page: 1, pageSize: 10 }),
  enabled: !!q,
  queryFn: () => http.get<Page<TDownloadFile>>(`/rest/base/download/folder/${q!.folderId}/files`, { page: q!.page, pageSize: q!.pageSize, key: q!.key }),
  placeholderData: keepPreviousData,
});

export const useSearchFiles = (q: SearchQuery | undefined) => useQuery({
  queryKey: downloadKeys.search(q ?? { key: '', page: 1, pageSize: 10 }),
  enabled: !!q,
  queryFn: () => http.get<Page<TDownloadFile>>('/rest/base/download/zone-key', { ...q! }),
  placeholderData: keepPreviousData,
});

export const useFileTypes = () => useQuery({
  queryKey: downloadKeys.types,
  queryFn: () => http.get<TDownloadFileTypes>('/rest/base/download/file-types'),
  staleTime: Infinity,
});

/** The compact API of the card: the most downloaded, and the newest, entries the user may download. */
export const useMinTop = (limit: number) => useQuery({
  queryKey: downloadKeys.minTop(limit),
  queryFn: () => http.get<TDownloadMinFile[]>('/rest/DownloadAreaMin/top', { limit }),
});
export const useMinLatest = (pageSize: number) => useQuery({
  queryKey: downloadKeys.minLatest(pageSize),
  queryFn: () => http.get<Page<TDownloadMinFile>>('/rest/DownloadAreaMin/files', { page: 1, pageSize }),
});

export const useSaveFolder = () => useMutation({
  mutationFn: ({ id, name, parentId }: { id?: string; name: string; parentId?: string | null }) =>
    (id ? http.put<null>(`/rest/base/download/folder/${id}`, { name }) : http.post<{ id: string }>('/rest/base/download/folder', { name, parentId })),
  onSuccess: refreshDownloads,
});

export const useDeleteFolder = () => useMutation({
  mutationFn: (id: string) => http.del<null>(`/rest/base/download/folder/${id}`),
  onSuccess: refreshDownloads,
});

export const useSaveEntry = () => useMutation({
  mutationFn: ({ id, create, update }: { id?: string; create?: TDownloadFileCreate; update?: TDownloadFileUpdate }) =>
    (id ? http.put<null>(`/rest/base/download/file/${id}`, update) : http.post<{ id: string }>('/rest/base/download/file', create)),
  onSuccess: refreshDownloads,
});

export const useDeleteEntry = () => useMutation({
  mutationFn: (id: string) => http.del<null>(`/rest/base/download/file/${id}`),
  onSuccess: refreshDownloads,
});
