import type { LiveNotification } from '@ghorbari/contracts';
import type { Db } from '../../db/client.ts';
import type { LiveServer } from '../../live/live.ts';
import { userRoom } from '../../live/live.ts';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository.ts';

export interface NotificationInput {
  title: string;
  message: string;
  link?: string | null;
}

export const presentNotification = (row: NotificationRow): LiveNotification => ({
  _id: row.id,
  title: row.title,
  message: row.message,
  link: row.link,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

/**
 * In-app notifications (spec §3, Notification). A notification is written first and then sent
 * on the live channel to the user's room, so a user who is offline finds it in the inbox later.
 * Support decisions, account actions and staff messages all come through `notify`.
 */
export function createNotificationsService({ db, live }: { db: Db; live: () => LiveServer | undefined }) {
  const repo = createNotificationsRepository(db);
  return {
    async notify(userId: string, input: NotificationInput): Promise<LiveNotification> {
      const row = await repo.insert({ userId, title: input.title, message: input.message, link: input.link ?? null });
      const notification = presentNotification(row);
      live()?.to(userRoom(userId)).emit('newNotification', notification);
      return notification;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
