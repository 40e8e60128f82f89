import type { StaffNotificationBody } from '@ghorbari/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useAdminMutation, type AdminActionResult } from './use-admin-mutation.ts';

/** POST /api/admin/notifications: a staff message to one member's inbox (and the audit log). */
export const sendStaffNotification = (body: StaffNotificationBody) =>
  apiFetch<AdminActionResult>('/api/admin/notifications', { method: 'POST', json: body });

export const useSendStaffNotification = () => useAdminMutation(sendStaffNotification);
