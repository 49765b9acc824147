import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shareApi, shareKeys, ShareApiError } from '../api';

/** Rows per page of a shared table. */
export const SHARED_PAGE_SIZE = 50;

/** One page of a shared job's results; the page shown stays while the next loads. */
export function useSharedResults(token: string, offset: number) {
  return useQuery({
    queryKey: shareKeys.shared(token, offset),
    queryFn: () => shareApi.results(token, offset, SHARED_PAGE_SIZE),
    placeholderData: keepPreviousData,
    // A revoked or unknown link stays so: asking again only repeats the 404.
    retry: (count, error) => !(error instanceof ShareApiError && error.status === 404) && count < 2,
  });
}
