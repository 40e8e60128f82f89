import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationCounts,
  type NotificationListQuery,
  type NotificationView,
} from '@ghorbari/contracts';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { notifications } from './notifications.schema.ts';
import { tablePage } from '../../db/table-page.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Stored notifications: the only place that touches the table. Every query is scoped to one user. */
export function createNotificationsRepository(db: Executor) {
  const mine = (userId: string) => eq(notifications.userId, userId);

  return {
    async insert(row: typeof notifications.$inferInsert): Promise<NotificationRow> {
      const [created] = await db.insert(notifications).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    /** A page of one view (all, unread, read), newest or oldest first, optionally searched. */
    async page(
      userId: string,
      view: NotificationView,
      query: NotificationListQuery,
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const filters: SQL[] = [mine(userId)];
      if (view !== 'all') filters.push(eq(notifications.isRead, view === 'read'));
      if (query.q) {
        const like = containing(query.q);
        // In either language: the reader may remember the words of the other.
        const text = or(
          ilike(notifications.title, like),
          ilike(notifications.message, like),
          ilike(notifications.titleEn, like),
          ilike(notifications.messageEn, like),
        );
        if (text) filters.push(text);
      }
      const where = and(...filters);
      const order =
        query.sort === 'asc'
          ? [asc(notifications.createdAt), asc(notifications.id)]
          : [desc(notifications.createdAt), desc(notifications.id)];
      return tablePage(db, notifications, where, order, query.page, NOTIFICATION_PAGE_SIZE);
    },

    async counts(userId: string): Promise<NotificationCounts> {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          unread: sql<number>`(count(*) filter (where ${notifications.isRead} = false))::int`,
        })
        .from(notifications)
        .where(mine(userId));
      const all = row?.all ?? 0;
      const unread = row?.unread ?? 0;
      return { all, unread, read: all - unread };
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine(userId), eq(notifications.isRead, false)));
      return row?.n ?? 0;
    },

    /**
     * The unread counts of many users in one query (the live channel's room joins when thousands
     * come back at once, ADR 031); a user with none is absent.
     */
    async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), eq(notifications.isRead, false)))
        .groupBy(notifications.userId);
      return new Map(rows.map((row) => [row.userId, row.n]));
    },

    /** Whether the user has this notification at all (read or not). */
    async exists(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(mine(userId), eq(notifications.id, id)));
      return row !== undefined;
    },

    /** Marks the user's notifications read; returns the ids that were unread until now. */
    async markRead(userId: string, ids: string[] | 'all'): Promise<string[]> {
      const which = ids === 'all' ? undefined : inArray(notifications.id, ids);
      if (ids !== 'all' && ids.length === 0) return [];
      const changed = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(mine(userId), eq(notifications.isRead, false), which))
        .returning({ id: notifications.id });
      return changed.map((row) => row.id);
    },

    /** Deletes the user's notifications with these ids; returns how many went. */
    async remove(userId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const removed = await db
        .delete(notifications)
        .where(and(mine(userId), inArray(notifications.id, ids)))
        .returning({ id: notifications.id });
      return removed.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
