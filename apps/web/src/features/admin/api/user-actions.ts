import type { ChangeRoleBody, DisableUserBody, ReinstateUserBody, SuspendUserBody } from '@ghorbari/contracts';
import { postStaffAction, useAdminMutation } from './use-admin-mutation.ts';

const userAction = (userId: string, action: 'suspend' | 'reinstate' | 'disable' | 'role', body: object) =>
  postStaffAction('users', userId, action, body);

/** Account actions (admin only); each is written to the audit log with its reason. */
export const suspendUser = (userId: string, body: SuspendUserBody) => userAction(userId, 'suspend', body);
export const reinstateUser = (userId: string, body: ReinstateUserBody) => userAction(userId, 'reinstate', body);
/** Fraud: permanent; the member's sessions end, their posts are hidden and the email is blocked. */
export const disableUser = (userId: string, body: DisableUserBody) => userAction(userId, 'disable', body);
export const changeRole = (userId: string, body: ChangeRoleBody) => userAction(userId, 'role', body);

export const useSuspendUser = (userId: string) =>
  useAdminMutation((body: SuspendUserBody) => suspendUser(userId, body));
export const useReinstateUser = (userId: string) =>
  useAdminMutation((body: ReinstateUserBody) => reinstateUser(userId, body));
export const useDisableUser = (userId: string) =>
  useAdminMutation((body: DisableUserBody) => disableUser(userId, body));
export const useChangeRole = (userId: string) => useAdminMutation((body: ChangeRoleBody) => changeRole(userId, body));
