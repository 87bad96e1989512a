import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { downloadsEndpoints as E, type TDownloadFileCreate, type TDownloadFileUpdate } from '@portal/contract';
import { api, pathFor } from './api';
import { queryClient } from './query-client';

/** The download area's calls (download_management and the DownloadAreaCard); shapes from contract/src/downloads. */
export const downloadKeys = {
  all: ['downloads'] as const,
  tree: ['downloads', 'tree'] as const,
  files: (q: FolderFilesQuery) => ['downloads', 'files', q] as const,
  search: (q: SearchQuery) => ['downloads', 'search', q] as const,
  minTop: (limit: number) => ['downloads', 'min', 'top', limit] as const,
  minLatest: (pageSize: number) => ['downloads', 'min', 'latest', pageSize] as const,
  reader: (q: ReaderQuery) => ['downloads', 'reader', q] as const,
};

export interface FolderFilesQuery { folderId: string; page: number; pageSize: number; key?: string }
export interface SearchQuery { key: string; page: number; pageSize: number; folderId?: string }
/** The download area as a reader browses it: all, or a folder and below; `key` filters the name. */
export interface ReaderQuery { page: number; pageSize: number; folderId?: string; key?: string }

/** After any change or download: counts, trees and lists are stale. */
export const refreshDownloads = () => void queryClient.invalidateQueries({ queryKey: downloadKeys.all });

/** The download link of an entry (a ticket makes it usable in an <a href>). */
export const downloadPathOf = (id: string) => pathFor(E.download, { id });

/** One file for a download entry (the area's own upload route; the entry is saved after). */
export const uploadDownloadFile = (form: FormData) => api(E.upload, { body: form });

export const useFolderTree = () => useQuery({
  queryKey: downloadKeys.tree,
  queryFn: () => api(E.folderTree),
});

export const useFolderFiles = (q: FolderFilesQuery | undefined) => useQuery({
  queryKey: downloadKeys.files(q ?? { folderId: '', page: 1, pageSize: 10 }),
  enabled: !!q,
  queryFn: () => api(E.folderFiles, { params: { id: q!.folderId }, query: { page: q!.page, pageSize: q!.pageSize, key: q!.key } }),
  placeholderData: keepPreviousData,
});

export const useSearchFiles = (q: SearchQuery | undefined) => useQuery({
  queryKey: downloadKeys.search(q ?? { key: '', page: 1, pageSize: 10 }),
  enabled: !!q,
  queryFn: () => api(E.search, { query: { ...q! } }),
  placeholderData: keepPreviousData,
});

/** The compact API of the card: the most downloaded, and the newest, entries the user may download. */
export const useMinTop = (limit: number) => useQuery({
  queryKey: downloadKeys.minTop(limit),
  queryFn: () => api(E.minTop, { query: { limit } }),
});
export const useMinLatest = (pageSize: number) => useQuery({
  queryKey: downloadKeys.minLatest(pageSize),
  queryFn: () => api(E.minFiles, { query: { page: 1, pageSize } }),
});

/** The reader's list, newest first (the compact API: the fields a reader needs). */
export const useReaderFiles = (q: ReaderQuery) => useQuery({
  queryKey: downloadKeys.reader(q),
  queryFn: () => api(E.minFiles, { query: { page: q.page, pageSize: q.pageSize, folderId: q.folderId, key: q.key || undefined } }),
  placeholderData: keepPreviousData,
});

/** The folders a reader sees (those holding something for them), with their counts. */
export const useReaderTree = () => useQuery({
  queryKey: [...downloadKeys.tree, 'reader'] as const,
  queryFn: () => api(E.minTree),
});

export const useSaveFolder = () => useMutation({
  mutationFn: ({ id, name, parentId }: { id?: string; name: string; parentId?: string | null }) =>
    (id ? api(E.renameFolder, { params: { id }, body: { name } }) : api(E.createFolder, { body: { name, parentId } })),
  onSuccess: refreshDownloads,
});

export const useDeleteFolder = () => useMutation({
  mutationFn: (id: string) => api(E.deleteFolder, { params: { id } }),
  onSuccess: refreshDownloads,
});

export const useSaveEntry = () => useMutation({
  mutationFn: ({ id, create, update }: { id?: string; create?: TDownloadFileCreate; update?: TDownloadFileUpdate }) =>
    (id ? api(E.updateEntry, { params: { id }, body: update! }) : api(E.createEntry, { body: create! })),
  onSuccess: refreshDownloads,
});

export const useDeleteEntry = () => useMutation({
  mutationFn: (id: string) => api(E.deleteEntry, { params: { id } }),
  onSuccess: refreshDownloads,
});
