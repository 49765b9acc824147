import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    // A failed sign-in or sign-up must not be re-sent behind the person's back.
    mutations: { retry: false },
  },
});
