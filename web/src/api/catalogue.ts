import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  LIMITS,
  type TAlternate, type TAnySearch, type TBom, type TCatelogModel, type TCatelogSelects, type TManualModule, type TPartDetail,
  type TPartHit, type TTreeNode, type TVehicleInfo, type TVinHit, type TWhereUsed,
} from '@portal/contract';
import { buildUrl, download, http, saveBlob, type QueryValue } from './http';
import { useTicketUrl } from './tickets';
import { queryClient } from './query-client';

/*
 * Hooks of the parts catalogue (spec §7 "Home and manuals", "Search"). Shapes come from
 * contract/src/catalogue.ts; the server answers names in the request's language, so every key
 * below is language-independent and a language switch (a reload) refetches everything.
 */

export interface Page<T> {
  contents: T[];
  count: number;
}

export interface LabourTime {
  workTimeCode: string;
  workTimeName: string;
  workTimeType: string;
  standardHours: number;
  maintenanceHours: number;
}

export interface PartProperty {
  key: string;
  value: string;
}

export interface PartRemarks {
  partId: string;
  globalRemark: string;
  userRemark: string;
  userRemarkTime: string | null;
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  selects: (code0?: string, code1?: string) => [...catalogueKeys.all, 'selects', code0 ?? '', code1 ?? ''] as const,
  vins: (text: string) => [...catalogueKeys.all, 'vins', text] as const,
  manuals: () => [...catalogueKeys.all, 'manuals'] as const,
  vehicleTree: (vin: string) => [...catalogueKeys.all, 'tree', 'vin', vin] as const,
  codeTree: (code: string) => [...catalogueKeys.all, 'tree', 'code', code] as const,
  bom: (partlistId: string, vin?: string, all?: boolean) => [...catalogueKeys.all, 'bom', partlistId, vin ?? '', !!all] as const,
  part: (id: string) => [...catalogueKeys.all, 'part', id] as const,
  partProperties: (id: string) => [...catalogueKeys.part(id), 'properties'] as const,
  labourTimes: (id: string) => [...catalogueKeys.part(id), 'labour'] as const,
  remarks: (id: string) => [...catalogueKeys.part(id), 'remarks'] as const,
  whereUsed: (id: string, rootCode?: string) => [...catalogueKeys.part(id), 'used', rootCode ?? ''] as const,
  alternate: (code: string) => [...catalogueKeys.all, 'alternate', code] as const,
  partSearch: (key: string, page: number, pageSize: number) => [...catalogueKeys.all, 'partSearch', key, page, pageSize] as const,
};

/** A home tile or model picture (GET /rest/modelinfo/view/img?key=) as an `<img src>` with its link ticket. */
export const useModelImageUrl = (key: string | undefined) => useTicketUrl(key ? '/rest/modelinfo/view/img' : undefined, { key });

// ---------------------------------------------------------------- home

/** The cascading selects of the configuration search (spec §4: each level fills the next). */
export function useCatelogSelects(code0?: string, code1?: string) {
  return useQuery({
    queryKey: catalogueKeys.selects(code0, code1),
    queryFn: ({ signal }) => http.post<TCatelogSelects>('/rest/home/catelog', { code0: code0 || undefined, code1: code1 || undefined }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** VINs containing `text`; the caller decides when `text` is searchable (spec §5: 6 characters). */
export function useVinSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.vins(text),
    queryFn: ({ signal }) =>
      http.post<Page<TVinHit>>('/rest/home/vin', { vinCode: text, page: 1, pageSize: LIMITS.vinSearchPageSize, type: 'VIN' }, { signal, silent: true }),
    enabled,
    staleTime: 60_000,
  });
}

export function useManualModules() {
  return useQuery({ queryKey: catalogueKeys.manuals(), queryFn: () => http.get<TManualModule[]>('/rest/home/manuals'), staleTime: 5 * 60_000 });
}

/** The manual modules that apply to a line, series and model (the configuration search). */
export const fetchManualsByApplic = (model: TCatelogModel) =>
  http.get<TManualModule[]>('/rest/model/getManualsByModelApplic', {
    code0: model.code0,
    code1: model.code1 || undefined,
    code2: model.code2 || undefined,
  });

/** One search box: VIN, part code, bar code, serial number or name (GET /rest/search/any). */
export const searchAnything = (key: string) => http.get<TAnySearch>('/rest/search/any', { key });

// ---------------------------------------------------------------- tree and BOM

export function useVehicleTree(vin: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.vehicleTree(vin ?? ''),
    queryFn: () => http.post<{ vehicle: TVehicleInfo; tree: TTreeNode }>('/rest/model/treeByVin', { vinCode: vin }),
    enabled: !!vin,
    staleTime: 5 * 60_000,
  });
}

/** The tree of a line, series or model by its code. */
export function useCodeTree(code: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.codeTree(code ?? ''),
    queryFn: () => http.get<TTreeNode>('/rest/model/treeByCode', { code }),
    enabled: !!code,
    staleTime: 5 * 60_000,
  });
}

/** A partlist's drawing and rows; with a VIN only the rows for that vehicle (or all, flagged). */
export function useBom(partlistId: string | undefined, vin?: string, all = false) {
  return useQuery({
    queryKey: catalogueKeys.bom(partlistId ?? '', vin, all),
    queryFn: () => http.get<TBom>(`/rest/model/partlist/${partlistId}`, { vinCode: vin, all: vin && all ? 'true' : undefined }),
    enabled: !!partlistId,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

// ---------------------------------------------------------------- parts

export function usePartDetail(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.part(id ?? ''),
    queryFn: () => http.get<TPartDetail>(`/rest/model/part/${id}`),
    enabled: !!id && enabled,
  });
}

export function usePartProperties(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.partProperties(id ?? ''),
    queryFn: () => http.get<PartProperty[]>(`/rest/base/part/partJsonProperties/${id}`),
    enabled: !!id,
  });
}

export function useLabourTimes(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.labourTimes(id ?? ''),
    queryFn: () => http.get<LabourTime[]>(`/rest/base/part/getLableTimes/${id}`),
    enabled: !!id,
  });
}

export function useAlternate(code: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.alternate(code ?? ''),
    queryFn: () => http.get<TAlternate>(`/rest/model/getAlternate/${encodeURIComponent(code ?? '')}`),
    enabled: !!code,
  });
}

export function usePartRemarks(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.remarks(id ?? ''),
    queryFn: () => http.get<PartRemarks>(`/rest/model/userRemark/${id}`),
    enabled: !!id,
  });
}

/** Saves my private remark (empty deletes it); the remarks and the part detail reload. */
export function useSaveUserRemark() {
  return useMutation({
    mutationFn: (input: { partId: string; remark: string }) => http.post<PartRemarks>('/rest/base/part/userRemark', input),
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
        ? http.get<TWhereUsed>(`/rest/model/search/used/part/${encodeURIComponent(rootCode)}/${encodeURIComponent(part.code)}`)
        : http.get<TWhereUsed>(`/rest/model/used/part/${part?.id}`),
    enabled: !!part?.id,
  });
}

/** Parts by code (exact, then prefix) or name, paged. */
export function usePartSearch(key: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: catalogueKeys.partSearch(key, page, pageSize),
    queryFn: ({ signal }) => http.post<Page<TPartHit>>('/rest/model/search/all/part/codeName', { key, page, pageSize }, { signal }),
    enabled: key.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------- exports

/** One partlist's BOM as .xlsx (a VIN keeps its rows); a refusal shows the server's message. */
export async function exportPartlist(partlistId: string, vin?: string) {
  const { blob, fileName } = await download('/rest/part/export', { query: { partlistId, vinCode: vin } });
  saveBlob(blob, fileName);
}

/** Every partlist under a line, series or model node as .xlsx. */
export async function exportTree(rootId: string) {
  const { blob, fileName } = await download('/rest/export/parts', { query: { rootId } });
  saveBlob(blob, fileName);
}
