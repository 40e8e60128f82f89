import type { areaPricesResponseSchema, PropertyType } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { marketKeys } from '../../../lib/query-keys.ts';

export type AreaPrices = z.infer<typeof areaPricesResponseSchema>;

/** GET /api/area-prices (issue 19): a district's median asking prices, per property type or the one asked for. */
export function getAreaPrices(district: string, propertyType: PropertyType | ''): Promise<AreaPrices> {
  const params = new URLSearchParams({ district });
  if (propertyType) params.set('propertyType', propertyType);
  return apiFetch<AreaPrices>(`/api/area-prices?${params.toString()}`, { anonymous: true });
}

export const areaPricesQueryOptions = (district: string, propertyType: PropertyType | '') =>
  queryOptions({
    queryKey: marketKeys.district(district, propertyType),
    queryFn: () => getAreaPrices(district, propertyType),
    staleTime: 5 * 60_000,
    retry: false,
    retryOnMount: false,
  });

export const useAreaPrices = (district: string, propertyType: PropertyType | '') =>
  useQuery({ ...areaPricesQueryOptions(district, propertyType), enabled: district !== '' });
