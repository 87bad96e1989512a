import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { catalogueEndpoints as E, LIMITS, type TCatelogModel } from '@portal/contract';
import { api, fetchFile, pathFor } from './api';
import { saveBlob } from './http';
import { useTicketUrl } from './tickets';
import { queryClient } from './query-client';

/*
 * Hooks of the parts catalogue (spec §7 "Home and manuals", "Search"). Shapes come from
 * contract/src/catalogue/endpoints.ts; the server answers names in the request's language, so every key
 * below is language-independent and a language switch (a reload) refetches everything.
 */

export const catalogueKeys = {
  all: ['catalogue'] as const,
  selects: (code0?: string, code1?: string) => [...catalogueKeys.all, 'selects', code0 ?? '', code1 ?? ''] as const,
  vins: (text: string) => [...catalogueKeys.all, 'vins', text] as const,
  manuals: () => [...catalogueKeys.all, 'manuals'] as const,
  vehicleTree: (vin: string) => [...catalogueKeys.all, 'tree', 'vin', vin] as const,
  codeTree: (code: string) => [...catalogueKeys.all, 'tree', 'code', code] as const,
  bom: (partlistId: string, scope: { vin?: string; modelCode?: string }, all?: boolean) =>
    [...catalogueKeys.all, 'bom', partlistId, scope.vin ?? '', scope.modelCode ?? '', !!all] as const,
  part: (id: string) => [...catalogueKeys.all, 'part', id] as const,
  partProperties: (id: string) => [...catalogueKeys.part(id), 'properties'] as const,
  remarks: (id: string) => [...catalogueKeys.part(id), 'remarks'] as const,
  whereUsed: (id: string, rootCode?: string) => [...catalogueKeys.part(id), 'used', rootCode ?? ''] as const,
  alternate: (code: string) => [...catalogueKeys.all, 'alternate', code] as const,
  partSearch: (key: string, page: number, pageSize: number) => [...catalogueKeys.all, 'partSearch', key, page, pageSize] as const,
};

/** A home tile or model picture (`modelImage`, `?key=`) as an `<img src>` with its link ticket. */
export const useModelImageUrl = (key: string | undefined) => useTicketUrl(key ? pathFor(E.modelImage) : undefined, { key });

// ---------------------------------------------------------------- home

/** The cascading selects of the configuration search (spec §4: each level fills the next). */
export function useCatelogSelects(code0?: string, code1?: string, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.selects(code0, code1),
    queryFn: ({ signal }) => api(E.catelogSelects, { body: { code0: code0 || undefined, code1: code1 || undefined } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** VINs containing `text`; the caller decides when `text` is searchable (spec §5: 6 characters). */
export function useVinSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.vins(text),
    queryFn: ({ signal }) =>
      api(E.searchVins, { body: { vinCode: text, page: 1, pageSize: LIMITS.vinSearchPageSize, type: 'VIN' } }, { signal, silent: true }),
    enabled,
    staleTime: 60_000,
  });
}

export function useManualModules() {
  return useQuery({ queryKey: catalogueKeys.manuals(), queryFn: () => api(E.manuals), staleTime: 5 * 60_000 });
}

/** The manual modules that apply to a line, series and model (the configuration search). */
export const fetchManualsByApplic = (model: TCatelogModel) =>
  api(E.manualsByApplic, {
    query: { code0: model.code0, code1: model.code1 || undefined, code2: model.code2 || undefined },
  });

/** One search box: VIN, part code, bar code, serial number or name (`searchAny`). */
export const searchAnything = (key: string) => api(E.searchAny, { query: { key } });

// ---------------------------------------------------------------- tree and BOM

export function useVehicleTree(vin: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.vehicleTree(vin ?? ''),
    // the page shows the failure itself (a refusal with the offer when a package is missing)
    queryFn: () => api(E.treeByVin, { body: { vinCode: vin! } }, { silent: true }),
    enabled: !!vin,
    staleTime: 5 * 60_000,
  });
}

/** The tree of a line, series or model by its code. */
export function useCodeTree(code: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.codeTree(code ?? ''),
    queryFn: () => api(E.treeByCode, { query: { code: code! } }, { silent: true }),
    enabled: !!code,
    staleTime: 5 * 60_000,
  });
}

/**
 * A partlist's drawing and rows; with a VIN only the rows for that vehicle (or all, flagged); with
 * a model (no VIN) every row, each flagged whether it is for that model.
 */
export function useBom(partlistId: string | undefined, scope: { vin?: string; modelCode?: string }, all = false) {
  const { vin, modelCode } = scope;
  const withAll = !!vin && all;
  return useQuery({
    queryKey: catalogueKeys.bom(partlistId ?? '', scope, withAll),
    queryFn: () => api(E.bom, { params: { id: partlistId! }, query: { vinCode: vin, modelCode: vin ? undefined : modelCode, all: withAll ? 'true' : undefined } }),
    enabled: !!partlistId,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

// ---------------------------------------------------------------- parts

export function usePartDetail(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.part(id ?? ''),
    queryFn: () => api(E.part, { params: { id: id! } }),
    enabled: !!id && enabled,
  });
}

export function usePartProperties(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.partProperties(id ?? ''),
    queryFn: () => api(E.properties, { params: { id: id! } }),
    enabled: !!id,
  });
}

/**
 * The photos of a part (physical-map tab): only PER_MANUAL_VIEW, unlike the part-info tab. Its key
 * extends the part's, so whatever invalidates a part refreshes it too.
 */
export function usePartPhotos(partId: string | undefined) {
  return useQuery({
    queryKey: [...catalogueKeys.part(partId ?? ''), 'photos'] as const,
    queryFn: () => api(E.partPhotos, { params: { id: partId! } }),
    enabled: !!partId,
  });
}

export function useAlternate(code: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.alternate(code ?? ''),
    queryFn: () => api(E.alternate, { params: { code: code! } }),
    enabled: !!code,
  });
}

export function usePartRemarks(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.remarks(id ?? ''),
    queryFn: () => api(E.userRemark, { params: { id: id! } }),
    enabled: !!id,
  });
}

/** Saves my private remark (empty deletes it); the remarks and the part detail reload. */
export function useSaveUserRemark() {
  return useMutation({
    mutationFn: (input: { partId: string; remark: string }) => api(E.saveUserRemark, { body: input }),
    onSuccess: (remarks) => {
      queryClient.setQueryData(catalogueKeys.remarks(remarks.partId), remarks);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.part(remarks.partId), exact: true });
    },
  });
}

/** Where a part is used; within a line, series or model when `rootCode` is given. */
export function useWhereUsed(part: { id: string; code?: string } | undefined, rootCode?: string) {
  return useQuery({
    queryKey: catalogueKeys.whereUsed(part?.id ?? '', rootCode),
    queryFn: () =>
      rootCode && part?.code
        ? api(E.whereUsedInRoot, { params: { rootCode, partCode: part.code } })
        : api(E.whereUsed, { params: { id: part!.id } }),
    enabled: !!part?.id,
  });
}

/** One page of where a part is used; within a line, series or model when `rootCode` is given. Its key extends `whereUsed`. */
export function useWhereUsedPage(part: { id: string; code?: string } | undefined, rootCode: string | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...catalogueKeys.whereUsed(part?.id ?? '', rootCode), page, pageSize] as const,
    queryFn: () =>
      rootCode && part?.code
        ? api(E.whereUsedInRoot, { params: { rootCode, partCode: part.code }, query: { page, pageSize } })
        : api(E.whereUsed, { params: { id: part!.id }, query: { page, pageSize } }),
    enabled: !!part?.id,
    placeholderData: keepPreviousData,
  });
}

/** Parts by code (exact, then prefix) or name, paged. */
export function usePartSearch(key: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: catalogueKeys.partSearch(key, page, pageSize),
    queryFn: ({ signal }) => api(E.searchParts, { body: { key, page, pageSize } }, { signal }),
    enabled: key.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------- exports

/** One partlist's BOM as .xlsx (a VIN keeps its rows); a refusal shows the server's message. */
export async function exportPartlist(partlistId: string, vin?: string) {
  const { blob, fileName } = await fetchFile(E.exportPartlist, { query: { partlistId, vinCode: vin } });
  saveBlob(blob, fileName);
}

/** Every partlist under a line, series or model node as .xlsx. */
export async function exportTree(rootId: string) {
  const { blob, fileName } = await fetchFile(E.exportParts, { query: { rootId } });
  saveBlob(blob, fileName);
}
