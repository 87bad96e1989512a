import { QueryClient } from '@tanstack/react-query';
import { onSessionChange } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// one user's answers are never shown to the next
onSessionChange(() => queryClient.clear());
