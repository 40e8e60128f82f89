import { z } from 'zod';
import { LANGUAGES } from '../enums.ts';
import { msg } from '../messages.ts';
import { choice, page } from './list-fields.ts';

/**
 * Notifications over the API (spec §7, issue 6). The spec's calls keep their exact paths and
 * fields; what the inbox needs beyond them (read list, search, oldest first, bulk actions) is
 * designed in the same style. Lists are newest first, NOTIFICATION_PAGE_SIZE a page.
 */
export const NOTIFICATION_PAGE_SIZE = 10;
/** The most ids one bulk call may name. */
export const NOTIFICATION_BULK_MAX = 100;

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  /** The language of title and message: the reader's, or the other when it was written so (issue 39). */
  lang: z.enum(LANGUAGES),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_VIEWS = ['all', 'unread', 'read'] as const;
export type NotificationView = (typeof NOTIFICATION_VIEWS)[number];

/**
 * ?page=n (spec), plus the inbox's own: q (search in title and message) and sort (desc newest first, asc oldest
 * first).
 */
export const notificationListQuerySchema = z.object({
  page,
  q: z.string().trim().max(100).optional(),
  sort: choice(['desc', 'asc']).default('desc'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationCountsSchema = z.object({ all: z.number(), unread: z.number(), read: z.number() });
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

/**
 * getUserNotifications / getUnreadNotifications / getReadNotifications: `totalNotify` counts the view (after search).
 */
export const notificationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(notificationSchema),
  totalNotify: z.number(),
  /** The tab counts of the inbox, ignoring the search. */
  counts: notificationCountsSchema,
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = z.object({ success: z.literal(true), unreadCount: z.number() });

export const notificationIdsBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: msg('errors.notFound') }))
    .min(1, { error: msg('validation.invalidInput') })
    .max(NOTIFICATION_BULK_MAX, { error: msg('validation.invalidInput') }),
});
export type NotificationIdsBody = z.infer<typeof notificationIdsBodySchema>;

/** Bulk answers say how many notifications changed (ids of other users or already gone do not count). */
export const notificationBulkResponseSchema = z.object({
  success: z.literal(true),
  changed: z.number(),
  unreadCount: z.number(),
});
