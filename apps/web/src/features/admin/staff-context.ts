import { STAFF_ROLES, type UserData } from '@ghorbari/contracts';
import { useOutletContext } from 'react-router';

/** What every page of the staff area knows about the signed-in staff member (from the layout). */
export interface StaffContext {
  user: UserData;
  /** Admins also manage accounts and read the audit log; support only moderates and messages. */
  isAdmin: boolean;
}

export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);

export const useStaff = (): StaffContext => useOutletContext<StaffContext>();
