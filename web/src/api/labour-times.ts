import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogueEndpoints, labourTimesEndpoints as E, type TLabourTimeFilter, type TLabourTimeListRequest } from '@portal/contract';
import { api, fetchFile } from './api';
import { saveBlob } from './http';

/*
 * Hooks of the labour times (spec §7 "Labour time"). Shapes come from contract/src/labour-times/endpoints.ts;
 * names arrive in the request's language, and a language switch reloads the page, so no key
 * carries the language.
 */

export const labourKeys = {
  all: ['labour-times'] as const,
  filter: (modelCode?: string) => [...labourKeys.all, 'filter', modelCode ?? ''] as const,
  list: (req: TLabourTimeListRequest) => [...labourKeys.all, 'list', req] as const,
  levelTwo: (nodeId: string, levelOne: string) => [...labourKeys.all, 'levelTwo', nodeId, levelOne] as const,
  positions: (req: { modelCode?: string; levelOne?: string; levelTwo?: string }) => [...labourKeys.all, 'positions', req] as const,
  part: (partId: string) => [...labourKeys.all, 'part', partId] as const,
};

/** The model tree with labour times, and the level ones and work types within a model. */
export function useLabourFilterOptions(modelCode?: string) {
  return useQuery({
    queryKey: labourKeys.filter(modelCode),
    queryFn: () => api(E.filterOptions, { body: { modelCode } }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** A page of labour times under the filter. */
export function useLabourTimes(req: TLabourTimeListRequest) {
  return useQuery({
    queryKey: labourKeys.list(req),
    queryFn: ({ signal }) => api(E.list, { body: req }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Level twos of a level one under a line, series or model node (both needed). */
export function useLevelTwo(nodeId: string | undefined, levelOne: string | undefined) {
  return useQuery({
    queryKey: labourKeys.levelTwo(nodeId ?? '', levelOne ?? ''),
    queryFn: () => api(E.levelTwo, { params: { id: nodeId!, levelOne: levelOne! } }),
    enabled: !!nodeId && !!levelOne,
    staleTime: 5 * 60_000,
  });
}

/** Position codes with jobs, narrowed by model and levels. */
export function usePositionCodes(req: { modelCode?: string; levelOne?: string; levelTwo?: string }) {
  return useQuery({
    queryKey: labourKeys.positions(req),
    queryFn: () => api(E.positionCodes, { body: req }),
    staleTime: 5 * 60_000,
  });
}

/** A part's jobs on every model (the part detail's labour-time tab). */
export function usePartLabourTimes(partId: string | undefined) {
  return useQuery({
    queryKey: labourKeys.part(partId ?? ''),
    queryFn: () => api(catalogueEndpoints.labourTimes, { params: { id: partId! } }),
    enabled: !!partId,
  });
}

/** The filtered labour times as .xlsx; a refusal (nothing to export, too many rows) shows the server's message. */
export async function exportLabourTimes(filter: TLabourTimeFilter) {
  const { blob, fileName } = await fetchFile(E.exportXlsx, { query: { ...filter } });
  saveBlob(blob, fileName);
}
