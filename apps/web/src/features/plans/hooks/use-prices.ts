import { useQuery } from '@tanstack/react-query';
import { fetchPrices } from '../api';

export function usePrices() {
  return useQuery({ queryKey: ['usage', 'prices'], queryFn: fetchPrices, staleTime: 300_000 });
}
