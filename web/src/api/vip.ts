import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  vipEndpoints as E, type TVipBuyQuery, type TVipBuyRequest, type TVipDecision, type TVipPackageQuery, type TVipPackageRequest, type TVipPackageUpdate,
} from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

export const vipKeys = {
  all: ['vip'] as const,
  packages: (query: TVipPackageQuery) => [...vipKeys.all, 'packages', query] as const,
  offers: (query: TVipPackageQuery) => [...vipKeys.all, 'offers', query] as const,
  buys: (query: TVipBuyQuery) => [...vipKeys.all, 'buys', query] as const,
  allBuys: (query: TVipBuyQuery) => [...vipKeys.all, 'allBuys', query] as const,
  me: () => [...vipKeys.all, 'me'] as const,
};

/** A purchase moves packages, lists and entitlements together: all of them are read again. */
const refresh = () => queryClient.invalidateQueries({ queryKey: vipKeys.all });

export function useVipPackages(query: TVipPackageQuery) {
  return useQuery({ queryKey: vipKeys.packages(query), queryFn: ({ signal }) => api(E.page, { query }, { signal }), placeholderData: keepPreviousData });
}

export function useVipOffers(query: TVipPackageQuery) {
  return useQuery({ queryKey: vipKeys.offers(query), queryFn: ({ signal }) => api(E.offers, { query }, { signal }), placeholderData: keepPreviousData });
}

export function useMyVipBuys(query: TVipBuyQuery) {
  return useQuery({ queryKey: vipKeys.buys(query), queryFn: ({ signal }) => api(E.buys, { query }, { signal }), placeholderData: keepPreviousData });
}

export function useAllVipBuys(query: TVipBuyQuery) {
  return useQuery({ queryKey: vipKeys.allBuys(query), queryFn: ({ signal }) => api(E.pageBuys, { query }, { signal }), placeholderData: keepPreviousData });
}

/** My entitlements now (the buyer's page and the portal's banner). */
export function useVipUser(enabled = true) {
  return useQuery({ queryKey: vipKeys.me(), queryFn: ({ signal }) => api(E.vipUser, {}, { signal }), enabled, staleTime: 60_000 });
}

export function useCreateVipPackage() {
  return useMutation({ mutationFn: (body: TVipPackageRequest) => api(E.create, { body }), onSuccess: refresh });
}

export function useUpdateVipPackage() {
  return useMutation({ mutationFn: ({ id, ...body }: TVipPackageUpdate & { id: string }) => api(E.update, { params: { id }, body }), onSuccess: refresh });
}

export function useBuyVip() {
  return useMutation({ mutationFn: (body: TVipBuyRequest) => api(E.buy, { body }), onSuccess: refresh });
}

export function useCancelVipBuy() {
  return useMutation({ mutationFn: (id: string) => api(E.cancel, { params: { id } }), onSuccess: refresh });
}

export function useDecideVipBuy() {
  return useMutation({ mutationFn: ({ id, ...body }: TVipDecision & { id: string }) => api(E.decide, { params: { id }, body }), onSuccess: refresh });
}
