import type { NotificationIdsBody, notificationBulkResponseSchema } from '@ghorbari/contracts';
import type { z } from 'zod';
import type { Request, UnreadCountResponse } from './get-notifications.ts';

export type NotificationBulkResponse = z.infer<typeof notificationBulkResponseSchema>;

/** PUT /api/notifications/markNotificationAsRead/{id} */
export const markNotificationRead = (request: Request, id: string) =>
  request<UnreadCountResponse>(`/api/notifications/markNotificationAsRead/${encodeURIComponent(id)}`, {
    method: 'PUT',
  });

/** PUT /api/notifications/markAllAsRead */
export const markAllNotificationsRead = (request: Request) =>
  request<NotificationBulkResponse>('/api/notifications/markAllAsRead', { method: 'PUT' });

/** PUT /api/notifications/markManyAsRead with at most NOTIFICATION_BULK_MAX ids. */
export const markNotificationsRead = (request: Request, body: NotificationIdsBody) =>
  request<NotificationBulkResponse>('/api/notifications/markManyAsRead', { method: 'PUT', json: body });
