import { useQuery } from '@tanstack/react-query';
import { fetchOpenApi } from '../api';

/** The API description; it changes only when the server is upgraded. */
export function useOpenApi() {
  return useQuery({ queryKey: ['openapi'], queryFn: fetchOpenApi, staleTime: Infinity, retry: 1 });
}
