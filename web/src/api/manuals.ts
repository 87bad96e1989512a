import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  catalogueEndpoints, favoritesEndpoints, manualsEndpoints as E,
  type Language, type ManualStatus, type ManualType, type TManualExportRequest,
  type TManualListQuery, type TManualReviewRequest, type TManualScope, type TTopicDetail, type TTopicSearchRequest,
} from '@portal/contract';
import { api, fetchFile } from './api';
import { saveBlob } from './http';
import { useTicketUrl } from './tickets';
import { queryClient } from './query-client';

/*
 * Hooks of the manuals (spec §7 "Manual trees", full-text search, favourites and print logs of
 * topics, the review of imported manuals). Shapes come from contract/src/manuals/schemas.ts; titles
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

/** The manuals for a configuration or VIN (E.roots), every type the caller may read unless `type`. */
export function useManualRoots(scope: TManualScope, type?: ManualType, enabled = true) {
  return useQuery({
    queryKey: manualKeys.roots(scope, type),
    queryFn: () => api(E.roots, { query: { ...cleanScope(scope), type } }),
    enabled: enabled && hasScope(scope),
    staleTime: 5 * 60_000,
  });
}

/** A page of manuals (E.list): the pending-review list and other admin lists. */
export function useManualList(query: Partial<TManualListQuery>, enabled = true) {
  return useQuery({
    queryKey: manualKeys.list(query),
    queryFn: () => api(E.list, { query: { ...query } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A manual's whole tree (E.tree). */
export function useManualTree(rootId: string | undefined) {
  return useQuery({
    queryKey: manualKeys.tree(rootId ?? ''),
    // the manual page shows any refusal in its place (a missing package with the offer), no toast besides
    queryFn: () => api(E.tree, { query: { rootId: rootId! } }, { silent: true }),
    enabled: !!rootId,
    staleTime: 5 * 60_000,
  });
}

/** One topic or diagram for the viewer: breadcrumbs, previous/next, its document and diagram links. */
export function useTopic(id: string | undefined, lang?: Language) {
  return useQuery({
    queryKey: manualKeys.topic(id ?? '', lang),
    queryFn: () => api(E.topic, { query: { id: id!, lang } }),
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

/** Full-text search of topics (E.searchTopics); runs when `key` is not blank. */
export function useTopicSearch(request: Partial<TTopicSearchRequest>) {
  const key = request.key?.trim() ?? '';
  return useQuery({
    queryKey: manualKeys.search({ ...request, key }),
    queryFn: ({ signal }) => api(E.searchTopics, { body: { ...request, key } }, { signal }),
    enabled: key.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

// ---------------------------------------------------------------- parts

export type PartTopicKind = 'service' | 'circuit';
const PART_TOPICS = { service: E.partService, circuit: E.partCircuit } as const;

/** The topics (service) or diagrams (circuit) that mention a part: the part detail's manual tabs. */
export function usePartTopics(partId: string | undefined, kind: PartTopicKind) {
  return useQuery({
    queryKey: manualKeys.partTopics(partId ?? '', kind),
    queryFn: () => api(PART_TOPICS[kind], { query: { partId: partId! } }),
    enabled: !!partId,
    staleTime: 5 * 60_000,
  });
}

// ---------------------------------------------------------------- struct view

/** The struct view's action buttons for a configuration, a VIN or a manual (E.functionLinks). */
export function useFunctionLinks(scope: TManualScope, rootId?: string) {
  return useQuery({
    queryKey: manualKeys.links(scope, rootId),
    queryFn: () => api(E.functionLinks, { query: { ...cleanScope(scope), rootId } }, { silent: true }),
    enabled: !!rootId || hasScope(scope),
    staleTime: 5 * 60_000,
  });
}

/** The line, series and model of a catalogue code (the catalogue's applic): a struct view's `?code=` as a scope. */
export function useScopeOfCode(code: string | undefined) {
  return useQuery({
    queryKey: [...manualKeys.all, 'applic', code ?? ''] as const,
    queryFn: async (): Promise<TManualScope> => {
      const { catelogModel } = await api(catalogueEndpoints.applic, { query: { code: code! } }, { silent: true });
      return cleanScope(catelogModel);
    },
    enabled: !!code,
    staleTime: 30 * 60_000,
  });
}

/** A VIN's vehicle (the catalogue's vinManuals), for the header of the manual list. */
export function useVehicleOfVin(vin: string | undefined, enabled = true) {
  return useQuery({
    queryKey: [...manualKeys.all, 'vehicle', vin ?? ''] as const,
    queryFn: async () => (await api(catalogueEndpoints.vinManuals, { query: { vinCode: vin! } }, { silent: true })).vehicle,
    enabled: enabled && !!vin,
    staleTime: 30 * 60_000,
  });
}

// ---------------------------------------------------------------- favourites and logs

/** Adds a topic to my favourites (the favourites' addTopic); the topic reloads with its favourite id. */
export function useFavoriteTopic() {
  return useMutation({
    mutationFn: (topicId: string) => api(favoritesEndpoints.addTopic, { body: { topicId } }),
    onSuccess: (_, topicId) => void queryClient.invalidateQueries({ queryKey: [...manualKeys.all, 'topic', topicId] }),
  });
}

/** Removes a topic from my favourites (the favourites' removeTopic). */
export function useUnfavoriteTopic() {
  return useMutation({
    mutationFn: (topicId: string) => api(favoritesEndpoints.removeTopic, { params: { id: topicId } }),
    onSuccess: (_, topicId) => void queryClient.invalidateQueries({ queryKey: [...manualKeys.all, 'topic', topicId] }),
  });
}

/** Records that I opened a topic (E.logView); a failure bothers nobody. */
export const logTopicView = (topicId: string, lang?: Language) =>
  api(E.logView, { params: { id: topicId }, query: { lang } }, { silent: true }).catch(() => null);

/** Records that a topic was printed (E.logPrint). */
export const logTopicPrint = (topicId: string, lang?: Language) =>
  api(E.logPrint, { params: { id: topicId }, query: { lang } });

// ---------------------------------------------------------------- review

/** A manual's review record and the actions the caller may take (E.review). */
export function useManualReview(rootId: string | undefined) {
  return useQuery({
    queryKey: manualKeys.review(rootId ?? ''),
    queryFn: () => api(E.review, { query: { rootId: rootId! } }),
    enabled: !!rootId,
  });
}

/** Makes a manual effective or invalid; the lists and its review record reload. */
export function useReviewManual() {
  return useMutation({
    mutationFn: (request: TManualReviewRequest) => api(E.decideReview, { body: request }),
    onSuccess: (_, request) => {
      void queryClient.invalidateQueries({ queryKey: manualKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: manualKeys.review(request.rootId) });
      void queryClient.invalidateQueries({ queryKey: [...manualKeys.all, 'roots'] });
    },
  });
}

/** Imports a zip of manuals (E.importZip); a refusal lists its rows in the error table. */
export function useImportManual() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(E.importZip, { body: form });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: manualKeys.lists() }),
  });
}

/** A manual or a subtree as a zip (import format) or one printable HTML file (E.exportFile). */
export async function exportManual(request: TManualExportRequest) {
  const { blob, fileName } = await fetchFile(E.exportFile, { body: request });
  saveBlob(blob, fileName);
}

export type { ManualStatus };
