import type { SignInProvider } from '@gleaner/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchSignInProviders, startProviderSignIn } from '../provider-api';

/** Which providers the server is configured for; that changes only on a restart. */
export function useSignInProviders() {
  return useQuery({
    queryKey: ['sign-in-providers'],
    queryFn: fetchSignInProviders,
    staleTime: Infinity,
    retry: 1,
  });
}

/** Leaves for the provider's sign-in page; the browser comes back through the server's callback. */
export function useStartProviderSignIn() {
  return useMutation({
    mutationFn: (provider: SignInProvider) => startProviderSignIn(provider),
    onSuccess: (url) => window.location.assign(url),
  });
}
