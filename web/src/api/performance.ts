import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { performanceEndpoints as E, type PerformanceHours } from '@portal/contract';
import { api } from './api';

/** Performance monitoring (admin); shapes from contract/src/performance. */
export const performanceKeys = {
  all: ['performance'] as const,
  page: (query: PerformancePageQuery) => [...performanceKeys.all, 'page', query] as const,
  users: (query: ActiveUsersQuery) => [...performanceKeys.all, 'users', query] as const,
};

export interface PerformancePageQuery {
  hours: PerformanceHours;
  page: number;
  pageSize: number;
}

export interface ActiveUsersQuery {
  keyword?: string;
  page: number;
  pageSize: number;
}

/** How often the screen asks again: the instances sample every 30 s by default. */
const REFRESH_MS = 15_000;

export function usePerformancePage(query: PerformancePageQuery) {
  return useQuery({
    queryKey: performanceKeys.page(query),
    queryFn: () => api(E.page, { body: query }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useActiveUsers(query: ActiveUsersQuery) {
  return useQuery({
    queryKey: performanceKeys.users(query),
    queryFn: () => api(E.users, { query: { ...query } }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}
