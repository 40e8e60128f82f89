import type { confirmPaymentBodySchema, recordCallBodySchema, RejectPostBody } from '@ghorbari/contracts';
import type { z } from 'zod';
import { postStaffAction, useAdminMutation } from './use-admin-mutation.ts';

export type RecordCallBody = z.input<typeof recordCallBodySchema>;
export type ConfirmPaymentBody = z.input<typeof confirmPaymentBodySchema>;

const postAction = (
  postId: string,
  action: 'approve' | 'reject' | 'call' | 'payment' | 'edit/approve' | 'edit/reject',
  body: object,
) => postStaffAction('posts', postId, action, body);

/** POST …/approve; 409 when a paid post lacks its call or payment, or the post is no longer pending. */
export const approvePost = (postId: string) => postAction(postId, 'approve', {});
/** POST …/reject with one of the five reasons ('other' needs a note). */
export const rejectPost = (postId: string, body: RejectPostBody) => postAction(postId, 'reject', body);
/** POST …/call: support's phone call to the poster of a paid post. */
export const recordCall = (postId: string, body: RecordCallBody) => postAction(postId, 'call', body);
/** POST …/payment: the payment reference of a paid post. */
export const confirmPayment = (postId: string, body: ConfirmPaymentBody) => postAction(postId, 'payment', body);

/** POST …/edit/approve: the edit waiting beside a live post goes live (ADR 048). */
export const approveEdit = (postId: string) => postAction(postId, 'edit/approve', {});
/** POST …/edit/reject: the edit waiting beside a live post is discarded; the live post stays. */
export const rejectEdit = (postId: string, body: RejectPostBody) => postAction(postId, 'edit/reject', body);

/** Approve the post, or with `edit` the edit waiting beside it. */
export const useApprovePost = (postId: string, edit = false) =>
  useAdminMutation(() => (edit ? approveEdit(postId) : approvePost(postId)));
export const useRejectPost = (postId: string, edit = false) =>
  useAdminMutation((body: RejectPostBody) => (edit ? rejectEdit(postId, body) : rejectPost(postId, body)));
export const useRecordCall = (postId: string) => useAdminMutation((body: RecordCallBody) => recordCall(postId, body));
export const useConfirmPayment = (postId: string) =>
  useAdminMutation((body: ConfirmPaymentBody) => confirmPayment(postId, body));
