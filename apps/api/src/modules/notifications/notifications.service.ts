import type {
  Language,
  LiveNotification,
  Notification,
  NotificationListQuery,
  NotificationView,
} from '@ghorbari/contracts';
import type { NotificationParams } from './notifications.schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { LiveServer } from '../../live/live.ts';
import { listingIdsInDigits } from '../../text/listing-ids.ts';
import { userLanguageRoom, userRoom } from '../../live/live.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

/** The words of one notice in one language. */
export interface NotificationText {
  title: string;
  message: string;
}

/**
 * A notification as its sender gives it (issue 39): what it says as a message key and its
 * parameters in each language, and the text those make in each language. Free text a person
 * wrote (a staff message) is the same in both and is shown as written.
 */
export interface NotificationInput {
  key: string;
  params: NotificationParams;
  text: Record<Language, NotificationText> | { written: NotificationText };
  link?: string | null;
}

const BENGALI_LETTER = /[\u0980-\u09ff]/;

/**
 * A stored notification in the reader's language: the English text for an English reader when
 * there is one; otherwise the text as it was written (older rows, a staff message), with its
 * language told by its script so the page can mark it (ADR 039).
 */
export function presentNotification(row: NotificationRow, language: Language): LiveNotification & Notification {
  const english = language === 'en' && row.titleEn !== null && row.messageEn !== null;
  const title = english ? (row.titleEn ?? row.title) : row.title;
  const message = english ? (row.messageEn ?? row.message) : row.message;
  const lang: Language = english ? 'en' : BENGALI_LETTER.test(`${title} ${message}`) ? 'bn' : 'en';
  return {
    _id: row.id,
    // A post's or firm's number in the text's digits (issue 62), stored rows of before included.
    title: listingIdsInDigits(title, lang),
    message: listingIdsInDigits(message, lang),
    lang,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

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
    /** A page of one view, in the reader's language. */
    async list(userId: string, view: NotificationView, query: NotificationListQuery, language: Language) {
      const [{ rows, total }, counts] = await Promise.all([repo.page(userId, view, query), repo.counts(userId)]);
      return { data: rows.map((row) => presentNotification(row, language)), totalNotify: total, counts };
    },

    unreadCount: (userId: string) => repo.unreadCount(userId),
    /** Many users' unread counts at once, every user of the list answered (0 for none). */
    async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
      const found = await repo.unreadCounts(userIds);
      return new Map(userIds.map((id) => [id, found.get(id) ?? 0]));
    },

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

    /**
     * Stores the notice, then sends it live to each of the user's connections in that
     * connection's language (each joined socket is also in its language's room).
     */
    async notify(userId: string, input: NotificationInput): Promise<LiveNotification> {
      const { text } = input;
      const [bn, en] = 'written' in text ? [text.written, null] : [text.bn, text.en];
      const row = await repo.insert({
        userId,
        title: bn.title,
        message: bn.message,
        titleEn: en?.title ?? null,
        messageEn: en?.message ?? null,
        key: input.key,
        params: input.params,
        link: input.link ?? null,
      });
      const io = live();
      for (const language of ['bn', 'en'] as const)
        io?.to(userLanguageRoom(userId, language)).emit('newNotification', presentNotification(row, language));
      return presentNotification(row, 'bn');
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
