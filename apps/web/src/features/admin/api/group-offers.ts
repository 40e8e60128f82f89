import type {
  GroupOfferBody,
  groupOfferSavedResponseSchema,
  GroupOfferStatus,
  staffGroupListResponseSchema,
} from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { adminKeys, GROUP_KEY, ME_KEY } from '../../../lib/query-keys.ts';
import { staffListQueryOptions } from './staff-list-query.ts';
import { postStaffAction, useStaffMutation } from './use-admin-mutation.ts';

/** Group-wise building offers in the staff area (issue 15, ADR 017): support publishes them. */
export type StaffGroupList = z.infer<typeof staffGroupListResponseSchema>;
export type StaffGroupOffer = StaffGroupList['offers'][number];
export type GroupOfferSaved = z.infer<typeof groupOfferSavedResponseSchema>;

export interface StaffGroupQuery {
  /** Every status when left out. */
  status?: GroupOfferStatus;
  page: number;
}

/** GET /api/admin/group-offers: every offer (closed ones too), newest first, with its lead counts. */
export const staffGroupOffersQueryOptions = (query: StaffGroupQuery) =>
  staffListQueryOptions<StaffGroupList>(adminKeys.groupOffers(query), '/api/admin/group-offers', { ...query });

export const useStaffGroupOffers = (query: StaffGroupQuery) =>
  useQuery({ ...staffGroupOffersQueryOptions(query), placeholderData: keepPreviousData });

/** GET /api/admin/group-offers/:offerId: one offer as its edit form starts, whatever its status. */
export const staffGroupOfferQueryOptions = (offerId: string) =>
  queryOptions({
    queryKey: adminKeys.groupOffer(offerId),
    queryFn: () =>
      apiFetch<{ offer: StaffGroupOffer }>(`/api/admin/group-offers/${encodeURIComponent(offerId)}`).then(
        (data) => data.offer,
      ),
  });

export const useStaffGroupOffer = (offerId: string) => useQuery(staffGroupOfferQueryOptions(offerId));

interface GroupOfferSave {
  body: GroupOfferBody;
  /** The new photos, in order; they go after the kept ones. */
  photos: File[];
  /** Each photo's share sent so far (0 to 1). */
  onProgress?: (files: number[]) => void;
}

const send = (path: string, method: 'POST' | 'PUT', { body, photos, onProgress }: GroupOfferSave) =>
  apiUpload<GroupOfferSaved>(path, {
    method,
    fields: [['data', JSON.stringify(body)]],
    files: photos.map((file) => ({ field: 'photos', file, filename: file.name })),
    onProgress,
  });

/** POST /api/admin/group-offers (multipart: "data" JSON + "photos"): a new offer, open at once. */
export const createGroupOffer = (save: GroupOfferSave) => send('/api/admin/group-offers', 'POST', save);

/** PUT /api/admin/group-offers/:offerId: the offer's fields; `keepPhotos` lists the photos kept, in order. */
export const updateGroupOffer = ({ offerId, ...save }: GroupOfferSave & { offerId: string }) =>
  send(`/api/admin/group-offers/${encodeURIComponent(offerId)}`, 'PUT', save);

/** POST /api/admin/group-offers/:offerId/status: open, filled (all shares taken) or closed. */
export const changeGroupOfferStatus = ({ offerId, status }: { offerId: string; status: GroupOfferStatus }) =>
  postStaffAction('group-offers', offerId, 'status', { status });

/**
 * An offer changed: besides the staff lists and the audit log, the public lists and the offer's
 * page (every reader's copy) are refreshed.
 */
const offerStale = ({ offerId }: { offerId: string }) => [GROUP_KEY, [...ME_KEY, 'post', offerId]];

export const useCreateGroupOffer = () => useStaffMutation(createGroupOffer, () => [GROUP_KEY]);
export const useUpdateGroupOffer = () => useStaffMutation(updateGroupOffer, offerStale);
export const useChangeGroupOfferStatus = () => useStaffMutation(changeGroupOfferStatus, offerStale, 'settled');
