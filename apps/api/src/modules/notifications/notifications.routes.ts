import {
  notificationBulkResponseSchema,
  notificationIdsBodySchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
  type NotificationView,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { openToSuspended, requireUser, signedIn } from '../accounts/authenticate.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const idParams = z.object({ id: z.uuid() });
const withCount = z.object({ success: z.literal(true), unreadCount: z.number() });

/**
 * The notification calls of spec §7 with their exact paths, plus what the inbox needs (the read
 * view, search, oldest first, bulk actions). A user reaches only their own notifications: an id
 * of someone else's is answered like one that does not exist.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  notifications: NotificationsService;
}> = async (app, { auth, notifications }) => {
  const guarded = { onRequest: requireUser(auth) };
  // A suspended member still reads their notices (the suspension's own among them) and keeps the inbox tidy.
  const inbox = { ...guarded, ...openToSuspended };
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

  app.get(
    '/api/notifications/getUnreadCount',
    {
      ...guarded,
      schema: { tags, summary: 'How many notifications are unread', response: { 200: unreadCountResponseSchema } },
    },
    async (request) => ({ success: true as const, unreadCount: await notifications.unreadCount(me(request)) }),
  );

  const views: [string, NotificationView, string][] = [
    ['getUserNotifications', 'all', 'All notifications, a page at a time'],
    ['getUnreadNotifications', 'unread', 'Unread notifications, a page at a time'],
    ['getReadNotifications', 'read', 'Read notifications, a page at a time'],
  ];
  for (const [name, view, summary] of views) {
    app.get(
      `/api/notifications/${name}`,
      {
        ...guarded,
        schema: {
          tags,
          summary,
          querystring: notificationListQuerySchema,
          response: { 200: notificationListResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await notifications.list(me(request), view, request.query, request.lang)),
      }),
    );
  }

  app.put(
    '/api/notifications/markNotificationAsRead/:id',
    {
      ...inbox,
      schema: {
        tags,
        summary: 'Mark one as read (announced to the user’s other connections)',
        params: idParams,
        response: { 200: withCount },
      },
    },
    async (request) => ({
      success: true as const,
      unreadCount: await notifications.markRead(me(request), request.params.id),
    }),
  );

  app.put(
    '/api/notifications/markAllAsRead',
    {
      ...inbox,
      schema: { tags, summary: 'Mark every notification as read', response: { 200: notificationBulkResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await notifications.markMany(me(request), 'all')) }),
  );

  app.put(
    '/api/notifications/markManyAsRead',
    {
      ...inbox,
      schema: {
        tags,
        summary: 'Mark the chosen notifications as read',
        body: notificationIdsBodySchema,
        response: { 200: notificationBulkResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await notifications.markMany(me(request), request.body.ids)) }),
  );

  app.delete(
    '/api/notifications/deleteNotification/:id',
    {
      ...inbox,
      schema: { tags, summary: 'Delete one notification', params: idParams, response: { 200: withCount } },
    },
    async (request) => ({
      success: true as const,
      unreadCount: await notifications.remove(me(request), request.params.id),
    }),
  );

  app.post(
    '/api/notifications/deleteMany',
    {
      ...inbox,
      schema: {
        tags,
        summary: 'Delete the chosen notifications',
        body: notificationIdsBodySchema,
        response: { 200: notificationBulkResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await notifications.removeMany(me(request), request.body.ids)) }),
  );
};
