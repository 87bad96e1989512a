import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type Language, type ManualStatus, type TCatelogModel, type ManualType, type TFunctionLink, type TManualExportRequest, type TManualImportResult,
  type TManualListQuery, type TManualReview, type TManualReviewRequest, type TManualRoot, type TManualScope, type TManualTree,
  type TPartTopic, type TTopicDetail, type TTopicFavorite, type TTopicLogEntry, type TTopicSearchPage, type TTopicSearchRequest, type TVehicleInfo,
} from '@portal/contract';
import { download, http, saveBlob } from './http';
import { type Page } from './catalogue';
import { useTicketUrl } from './tickets';
import { queryClient } from './query-client';

/*
 * Hooks of the manuals (spec §7 "Manual trees", full-text search, favourites and print logs of
 * topics, the review of imported manuals). Shapes come from contract/src/manuals.ts; titles
 * arrive in the request's language, so a language switch (a reload) refetches everything.
 */

/** A scope without empty codes, so equal scopes share one cache entry. */
function cleanScope(scope: TManualScope): TManualScope {
  const out: TManualScope = {};
  if (scope.vinCode) out.vinCode = scope.vinCode;
  else {
    if (scope.code0) out.code0 = scope.code0;
    if (scope.code1) out.code1 = scope.code1;
    if (scope.code2) out.code2 = scope.code2;
  }
  return out;
}

export const hasScope = (scope: TManualScope) => Object.keys(cleanScope(scope)).length > 0;

export const manualKeys = {
  all: ['manuals'] as const,
  roots: (scope: TManualScope, type?: ManualType) => [...manualKeys.all, 'roots', cleanScope(scope), type ?? ''] as const,
  lists: () => [...manualKeys.all, 'list'] as const,
  list: (query: Partial<TManualListQuery>) => [...manualKeys.lists(), query] as const,
  tree: (rootId: string) => [...manualKeys.all, 'tree', rootId] as const,
  topic: (id: string, lang?: Language) => [...manualKeys.all, 'topic', id, lang ?? ''] as const,
  search: (request: Partial<TTopicSearchRequest>) => [...manualKeys.all, 'search', request] as const,
  partTopics: (partId: string, kind: PartTopicKind) => [...manualKeys.all, 'part', partId, kind] as const,
  links: (scope: TManualScope, rootId?: string) => [...manualKeys.all, 'links', cleanScope(scope), rootId ?? ''] as const,
  review: (rootId: string) => [...manualKeys.all, 'review', rootId] as const,
};

// ---------------------------------------------------------------- manuals and trees

/** The manuals for a configuration or VIN (GET /rest/manual/root), every type the caller may read unless `type`. */
export function useManualRoots(scope: TManualScope, type?: ManualType, enabled = true) {
  return useQuery({
    queryKey: manualKeys.roots(scope, type),
    queryFn: () => http.get<TManualRoot[]>('/rest/manual/root', { ...cleanScope(scope), type }),
    enabled: enabled && hasScope(scope),
    staleTime: 5 * 60_000,
  });
}

/** A page of manuals (GET /rest/manual/all): the pending-review list and other admin lists. */
export function useManualList(query: Partial<TManualListQuery>, enabled = true) {
  return useQuery({
    queryKey: manualKeys.list(query),
    queryFn: () => http.get<Page<TManualRoot>>('/rest/manual/all', { ...query }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A manual's whole tree (GET /rest/manual/tree?rootId). */
export function useManualTree(rootId: string | undefined) {
  return useQuery({
    queryKey: manualKeys.tree(rootId ?? ''),
    queryFn: () => http.get<TManualTree>('/rest/manual/tree', { rootId }),
    enabled: !!rootId,
    staleTime: 5 * 60_000,
  });
}

/** One topic or diagram for the viewer: breadcrumbs, previous/next, its document and diagram links. */
export function useTopic(id: string | undefined, lang?: Language) {
  return useQuery({
    queryKey: manualKeys.topic(id ?? '', lang),
    queryFn: () => http.get<TTopicDetail>('/rest/manual/child', { id, lang }),
    enabled: !!id,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The topic's HTML document for an iframe, with a link ticket (an iframe cannot send the token header). */
export const useTopicDocumentUrl = (detail: Pick<TTopicDetail, 'htmlUrl' | 'lang'> | undefined) =>
  useTicketUrl(detail?.htmlUrl, { lang: detail?.lang ?? undefined });

/** A diagram's SVG; fetched with the token header, so no token in the URL. */
export const diagramUrl = (detail: Pick<TTopicDetail, 'svgUrl'>) => detail.svgUrl ?? '';

// ---------------------------------------------------------------- search

/** Full-text search of topics (POST /rest/ElasticSearch/topic); runs when `key` is not blank. */
export function useTopicSearch(request: Partial<TTopicSearchRequest>) {
  const key = request.key?.trim() ?? '';
  return useQuery({
    queryKey: manualKeys.search({ ...request, key }),
    queryFn: ({ signal }) => http.post<TTopicSearchPage>('/rest/ElasticSearch/topic', { ...request, key }, { signal }),
    enabled: key.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

// ---------------------------------------------------------------- parts

export type PartTopicKind = 'service' | 'circuit';

/** The topics (service) or diagrams (circuit) that mention a part: the part detail's manual tabs. */
export function usePartTopics(partId: string | undefined, kind: PartTopicKind) {
  return useQuery({
    queryKey: manualKeys.partTopics(partId ?? '', kind),
    queryFn: () => http.get<TPartTopic[]>(`/rest/manual/part/${kind}`, { partId }),
    enabled: !!partId,
    staleTime: 5 * 60_000,
  });
}

// ---------------------------------------------------------------- struct view

/** The struct view's action buttons for a configuration, a VIN or a manual (GET /rest/base/function/links). */
export function useFunctionLinks(scope: TManualScope, rootId?: string) {
  return useQuery({
    queryKey: manualKeys.links(scope, rootId),
    queryFn: () => http.get<TFunctionLink[]>('/rest/base/function/links', { ...cleanScope(scope), rootId }, { silent: true }),
    enabled: !!rootId || hasScope(scope),
    staleTime: 5 * 60_000,
  });
}

/** The line, series and model of a catalogue code (GET /rest/model/applic): a struct view's `?code=` as a scope. */
export function useScopeOfCode(code: string | undefined) {
  return useQuery({
    queryKey: [...manualKeys.all, 'applic', code ?? ''] as const,
    queryFn: async (): Promise<TManualScope> => {
      const { catelogModel } = await http.get<{ catelogModel: TCatelogModel }>('/rest/model/applic', { code }, { silent: true });
      return cleanScope(catelogModel);
    },
    enabled: !!code,
    staleTime: 30 * 60_000,
  });
}

/** A VIN's vehicle (GET /rest/model/vinQuery), for the header of the manual list. */
export function useVehicleOfVin(vin: string | undefined, enabled = true) {
  return useQuery({
    queryKey: [...manualKeys.all, 'vehicle', vin ?? ''] as const,
    queryFn: async () => (await http.get<{ vehicle: TVehicleInfo }>('/rest/model/vinQuery', { vinCode: vin }, { silent: true })).vehicle,
    enabled: enabled && !!vin,
    staleTime: 30 * 60_000,
  });
}

// ---------------------------------------------------------------- favourites and logs

/** Adds a topic to my favourites (POST /rest/topic/favorite); the topic reloads with its favourite id. */
export function useFavoriteTopic() {
  return useMutation({
    mutationFn: (topicId: string) => http.post<TTopicFavorite>('/rest/topic/favorite', { topicId }),
    onSuccess: (_, topicId) => void queryClient.invalidateQueries({ queryKey: [...manualKeys.all, 'topic', topicId] }),
  });
}

/** Removes a topic from my favourites (DELETE /rest/topic/favorite/{topicId}). */
export function useUnfavoriteTopic() {
  return useMutation({
    mutationFn: (topicId: string) => http.del<null>(`/rest/topic/favorite/${topicId}`),
    onSuccess: (_, topicId) => void queryClient.invalidateQueries({ queryKey: [...manualKeys.all, 'topic', topicId] }),
  });
}

/** Records that I opened a topic (GET /rest/base/log/recordByTopicId/{id}); a failure bothers nobody. */
export const logTopicView = (topicId: string, lang?: Language) =>
  http.get<TTopicLogEntry>(`/rest/base/log/recordByTopicId/${topicId}`, { lang }, { silent: true }).catch(() => null);

/** Records that a topic was printed (GET /rest/base/log/printTopicLog/{id}). */
export const logTopicPrint = (topicId: string, lang?: Language) =>
  http.get<TTopicLogEntry>(`/rest/base/log/printTopicLog/${topicId}`, { lang });

// ---------------------------------------------------------------- review

/** A manual's review record and the actions the caller may take (GET /rest/topic/maintain). */
export function useManualReview(rootId: string | undefined) {
  return useQuery({
    queryKey: manualKeys.review(rootId ?? ''),
    queryFn: () => http.get<TManualReview>('/rest/topic/maintain', { rootId }),
    enabled: !!rootId,
  });
}

/** Makes a manual effective or invalid; the lists and its review record reload. */
export function useReviewManual() {
  return useMutation({
    mutationFn: (request: TManualReviewRequest) => http.post<TManualReview>('/rest/topic/maintain', request),
    onSuccess: (_, request) => {
      void queryClient.invalidateQueries({ queryKey: manualKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: manualKeys.review(request.rootId) });
      void queryClient.invalidateQueries({ queryKey: [...manualKeys.all, 'roots'] });
    },
  });
}

/** Imports a zip of manuals (POST /rest/import/manual); a refusal lists its rows in the error table. */
export function useImportManual() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.post<TManualImportResult>('/rest/import/manual', form);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: manualKeys.lists() }),
  });
}

/** A manual or a subtree as a zip (import format) or one printable HTML file (POST /rest/export/manual). */
export async function exportManual(request: TManualExportRequest) {
  const { blob, fileName } = await download('/rest/export/manual', { method: 'POST', body: request });
  saveBlob(blob, fileName);
}

export type { ManualStatus };
