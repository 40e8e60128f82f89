import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Stored notifications: the only place that touches the table. */
export function createNotificationsRepository(db: Db) {
  return {
    async insert(row: { userId: string; title: string; message: string; link: string | null }): Promise<NotificationRow> {
      const [created] = await db.insert(notifications).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },
  };
}
