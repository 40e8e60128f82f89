import { z } from 'zod';
import type { publicProfileSchema } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export type PublicProfile = z.output<typeof publicProfileSchema>;

/** GET /api/users/{id}: what anyone may see of a member; hidden fields are simply absent. */
export const getPublicProfile = (id: string) =>
  apiFetch<{ profile: PublicProfile }>(`/api/users/${encodeURIComponent(id)}`).then((data) => data.profile);

export const publicProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.publicProfile(id),
    queryFn: () => getPublicProfile(id),
    // No such member is an answer, not a hiccup: do not ask again.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // An answer (such as "no such member") from the server's render stands when the page hydrates.
    retryOnMount: false,
  });

/**
 * Member ids are UUIDs; the API refuses anything else with 400. Mirrors the API's param schema
 * (apps/api profile.routes.ts) until contracts export one, so an id that cannot exist is shown
 * as not found without asking.
 */
const memberIdSchema = z.uuid();
export const isMemberId = (id: string) => memberIdSchema.safeParse(id).success;

/** A member that cannot exist (malformed id) or does not (404) is simply not found. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const usePublicProfile = (id: string) => useQuery({ ...publicProfileQueryOptions(id), enabled: isMemberId(id) });
