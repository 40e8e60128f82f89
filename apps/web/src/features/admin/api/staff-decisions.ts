import type { FirmQueue, PostStatus, ReviewQueue, ReviewStatus, StaffRejectBody } from '@ghorbari/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, INTERIOR_KEY } from '../../../lib/query-keys.ts';
import { staffListQueryOptions } from './staff-list-query.ts';
import { postStaffAction, useStaffMutation } from './use-admin-mutation.ts';

/** Firm applications and reviews for support (issue 14): the two queues beside the posts queue. */
export interface FirmQueueQuery {
  status: PostStatus;
  page: number;
}
export interface ReviewQueueQuery {
  status: ReviewStatus;
  page: number;
}

/** GET /api/admin/firms: pending applications and waiting name or phone changes, or decided firms. */
export const firmQueueQueryOptions = (query: FirmQueueQuery) =>
  staffListQueryOptions<FirmQueue>(adminKeys.firms(query), '/api/admin/firms', { ...query });

/** GET /api/admin/reviews: reviews by status, each pending one with its signals. */
export const reviewQueueQueryOptions = (query: ReviewQueueQuery) =>
  staffListQueryOptions<ReviewQueue>(adminKeys.reviews(query), '/api/admin/reviews', { ...query });

export const useFirmQueue = (query: FirmQueueQuery) =>
  useQuery({ ...firmQueueQueryOptions(query), placeholderData: keepPreviousData });
export const useReviewQueue = (query: ReviewQueueQuery) =>
  useQuery({ ...reviewQueueQueryOptions(query), placeholderData: keepPreviousData });

/**
 * How many wait, for the navigation's badges: the first page of each pending queue (the one the
 * page shows too), whose pagination carries the total; refreshed every minute.
 */
export function usePendingDecisions(): { firms: number | null; reviews: number | null } {
  const firms = useQuery({ ...firmQueueQueryOptions({ status: 'pending', page: 1 }), refetchInterval: 60_000 });
  const reviews = useQuery({ ...reviewQueueQueryOptions({ status: 'pending', page: 1 }), refetchInterval: 60_000 });
  return { firms: firms.data?.pagination.total ?? null, reviews: reviews.data?.pagination.total ?? null };
}

type Kind = 'firms' | 'reviews';
type Decision = { id: string } & ({ action: 'approve' } | { action: 'reject'; body: StaffRejectBody });

const decide = (kind: Kind, decision: Decision) =>
  postStaffAction(kind, decision.id, decision.action, decision.action === 'reject' ? decision.body : {});

/**
 * Approve or reject a firm or a review. Either changes the queues, the counts, the audit log and
 * the public directory (a firm listed, a rating moved): all of those are refreshed.
 */
export const useStaffDecision = (kind: Kind) =>
  useStaffMutation(
    (decision: Decision) => decide(kind, decision),
    () => [INTERIOR_KEY],
    'settled',
  );
