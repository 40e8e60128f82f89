import type { LiveNotification, Notification, NotificationListQuery, NotificationView } from '@ghorbari/contracts';
import { AppError } from '../../http/app-error.ts';
import type { LiveServer } from '../../live/live.ts';
import { userRoom } from '../../live/live.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

export interface NotificationInput {
  title: string;
  message: string;
  link?: string | null;
}

export const presentNotification = (row: NotificationRow): LiveNotification & Notification => ({
  _id: row.id,
  title: row.title,
  message: row.message,
  link: row.link,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

export interface NotificationsDeps {
  notifications: NotificationsRepository;
  live: () => LiveServer | undefined;
}

/**
 * In-app notifications (spec §3, Notification). A notification is written first and then sent
 * on the live channel to the user's room, so a user who is offline finds it in the inbox later.
 * Support decisions, account actions and staff messages all come through `notify`.
 */
export function createNotificationsService({ notifications: repo, live }: NotificationsDeps) {
  /** Tells the user's open tabs and devices that these were read (spec §7: the live read event). */
  const announceRead = (userId: string, ids: string[]) => {
    const io = live();
    for (const notificationId of ids) io?.to(userRoom(userId)).emit('notificationRead', { notificationId });
  };
  async function ownOrNotFound(userId: string, id: string): Promise<void> {
    if (!(await repo.exists(userId, id))) throw new AppError('NOT_FOUND');
  }

  return {
    async list(userId: string, view: NotificationView, query: NotificationListQuery) {
      const [{ rows, total }, counts] = await Promise.all([repo.page(userId, view, query), repo.counts(userId)]);
      return { data: rows.map(presentNotification), totalNotify: total, counts };
    },

    unreadCount: (userId: string) => repo.unreadCount(userId),

    async markRead(userId: string, id: string): Promise<number> {
      await ownOrNotFound(userId, id);
      announceRead(userId, await repo.markRead(userId, [id]));
      return repo.unreadCount(userId);
    },

    async markMany(userId: string, ids: string[] | 'all') {
      const changed = await repo.markRead(userId, ids);
      announceRead(userId, changed);
      return { changed: changed.length, unreadCount: await repo.unreadCount(userId) };
    },

    async remove(userId: string, id: string): Promise<number> {
      await ownOrNotFound(userId, id);
      await repo.remove(userId, [id]);
      return repo.unreadCount(userId);
    },

    async removeMany(userId: string, ids: string[]) {
      const changed = await repo.remove(userId, ids);
      return { changed, unreadCount: await repo.unreadCount(userId) };
    },

    /** A live `notificationRead` from one of the user's sockets: only their own notification counts. */
    ownsNotification: (userId: string, id: string) => repo.exists(userId, id),

    async notify(userId: string, input: NotificationInput): Promise<LiveNotification> {
      const row = await repo.insert({ userId, title: input.title, message: input.message, link: input.link ?? null });
      const notification = presentNotification(row);
      live()?.to(userRoom(userId)).emit('newNotification', notification);
      return notification;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
