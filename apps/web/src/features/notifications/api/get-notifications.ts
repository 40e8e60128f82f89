import type { NotificationList, NotificationView, unreadCountResponseSchema } from '@ghorbari/contracts';
import type { z } from 'zod';
import type { apiFetch } from '../../../lib/api-client.ts';
import type { NotificationQuery } from '../notifications-state.ts';

/**
 * The calls take apiFetch as an argument: the notification store is a lazy chunk, and the
 * provider hands it the app's apiFetch so that chunk needs none of the shared modules of the
 * first page (ADR 008, bundle budget).
 */
export type Request = typeof apiFetch;
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** The spec's call for each inbox view (§7); the read view is the inbox's own, in the same style. */
const LIST_PATHS: Record<NotificationView, string> = {
  all: '/api/notifications/getUserNotifications',
  unread: '/api/notifications/getUnreadNotifications',
  read: '/api/notifications/getReadNotifications',
};

/** GET /api/notifications/get{User,Unread,Read}Notifications?page&q&sort — NOTIFICATION_PAGE_SIZE a page. */
export function getNotifications(
  request: Request,
  { view, q, sort }: NotificationQuery,
  page: number,
): Promise<NotificationList> {
  const params = new URLSearchParams({ page: String(page), sort });
  if (q) params.set('q', q);
  return request<NotificationList>(`${LIST_PATHS[view]}?${params.toString()}`);
}

/** GET /api/notifications/getUnreadCount */
export const getUnreadCount = (request: Request) => request<UnreadCountResponse>('/api/notifications/getUnreadCount');
