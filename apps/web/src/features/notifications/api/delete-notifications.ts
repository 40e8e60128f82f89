import type { NotificationIdsBody } from '@ghorbari/contracts';
import type { Request, UnreadCountResponse } from './get-notifications.ts';
import type { NotificationBulkResponse } from './mark-notifications-read.ts';

/** DELETE /api/notifications/deleteNotification/{id} */
export const deleteNotification = (request: Request, id: string) =>
  request<UnreadCountResponse>(`/api/notifications/deleteNotification/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** POST /api/notifications/deleteMany with at most NOTIFICATION_BULK_MAX ids. */
export const deleteNotifications = (request: Request, body: NotificationIdsBody) =>
  request<NotificationBulkResponse>('/api/notifications/deleteMany', { method: 'POST', json: body });
