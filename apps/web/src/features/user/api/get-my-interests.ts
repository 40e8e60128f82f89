import type { MyInterest, myInterestsResponseSchema } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';

export type MyInterests = z.infer<typeof myInterestsResponseSchema>;
export type { MyInterest };

/** GET /api/profile/my-interests (issue 15): the member's own expressions of interest in group building. */
export const getMyInterests = () => apiFetch<MyInterests>('/api/profile/my-interests').then((data) => data.interests);

export const myInterestsQueryOptions = () => queryOptions({ queryKey: meKeys.myInterests, queryFn: getMyInterests });

export const useMyInterests = () => useQuery(myInterestsQueryOptions());
