import type { myFirmsResponseSchema } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';

export type MyFirmsResponse = z.infer<typeof myFirmsResponseSchema>;

/** GET /api/profile/my-firms: the firms I run, each with where it stands and its review counts. */
export const getMyFirms = () => apiFetch<MyFirmsResponse>('/api/profile/my-firms');

export const myFirmsQueryOptions = () => queryOptions({ queryKey: meKeys.myFirms, queryFn: getMyFirms });

/** `fresh`: the edit form starts from the latest copy, not one cached a while ago. */
export const useMyFirms = ({ fresh = false }: { fresh?: boolean } = {}) =>
  useQuery({ ...myFirmsQueryOptions(), ...(fresh ? { staleTime: 0, refetchOnMount: 'always' as const } : {}) });
