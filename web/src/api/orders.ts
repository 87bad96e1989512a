import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ordersEndpoints as E, type TCartAddRequest, type TOrderFilter, type TUserSalesInfo } from '@portal/contract';
import { api, fetchFile } from './api';
import { saveBlob } from './http';
import { queryClient } from './query-client';

/*
 * Hooks of the shopping cart and orders (spec §7 Favourites and cart). Shapes come from
 * contract/src/orders; the cart is the caller's own, so one key holds it.
 */

export type OrderHistoryQuery = TOrderFilter & { page: number; pageSize: number };

export const orderKeys = {
  all: ['orders'] as const,
  cart: () => [...orderKeys.all, 'cart'] as const,
  history: () => [...orderKeys.all, 'history'] as const,
  historyPage: (query: OrderHistoryQuery) => [...orderKeys.history(), query] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

/** Filters without blanks: an empty string is no filter. */
export function historyParams(query: Partial<OrderHistoryQuery>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

const invalidateCart = () => queryClient.invalidateQueries({ queryKey: orderKeys.cart() });

/** The caller's cart (GET parts): lines with today's prices, the count for the header link. */
export function useCart(enabled = true) {
  return useQuery({ queryKey: orderKeys.cart(), queryFn: ({ signal }) => api(E.cart, undefined, { signal }), enabled });
}

export function useAddToCart() {
  return useMutation({
    mutationFn: (body: TCartAddRequest) => api(E.addToCart, { body }),
    onSuccess: invalidateCart,
  });
}

/** Sets a line's quantity (updatePart). */
export function useUpdateCartItem() {
  return useMutation({
    mutationFn: (body: { id: string; amount: number }) => api(E.updateLine, { body }),
    onSettled: invalidateCart,
  });
}

export function useDeleteCartItems() {
  return useMutation({
    mutationFn: (ids: string[]) => api(E.removeLines, { body: { ids } }),
    onSuccess: invalidateCart,
  });
}

export function useSubmitOrder() {
  return useMutation({
    mutationFn: (ids: string[]) => api(E.submit, { body: { ids } }),
    onSuccess: async () => {
      await invalidateCart();
      await queryClient.invalidateQueries({ queryKey: orderKeys.history() });
    },
  });
}

/** The caller's orders, newest first (history-carts). */
export function useOrderHistory(query: OrderHistoryQuery, enabled = true) {
  return useQuery({
    queryKey: orderKeys.historyPage(query),
    queryFn: ({ signal }) => api(E.history, { query: historyParams(query) }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** An order with its lines and status history (parts-cart2). */
export function useOrderDetail(id: string | null) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api(E.detail, { query: { cartId: id! } }, { signal }),
    enabled: !!id,
  });
}

/** The filtered history as .xlsx (streamed by the server). */
export async function exportOrders(filter: TOrderFilter) {
  const { blob, fileName } = await fetchFile(E.exportHistory, { query: historyParams(filter) });
  saveBlob(blob, fileName);
}

/** Stores the sales organisation, warehouse and threshold the portal was opened with (POST /saveUserSalesInfo). */
export const saveSalesInfo = (info: TUserSalesInfo) => api(E.saveSalesInfo, { body: info }, { silent: true });
