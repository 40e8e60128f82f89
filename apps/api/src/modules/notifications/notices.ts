import type { Language } from '@ghorbari/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/mailer.ts';
import { noticeMail, noticeText, type NoticeKey } from '../../mail/templates.ts';
import type { UserRow } from '../accounts/users.types.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NoticeDeps {
  notifications: NotificationsService;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Tells a user about a decision on their post or account: an in-app notification and a mail,
 * both in the user's language. The decision is already stored, so a failure here is logged,
 * not thrown: the staff member's action stands.
 */
export function createNotifier({ notifications, mailer, publicUrl, log }: NoticeDeps) {
  return async function tell(
    user: Pick<UserRow, 'id' | 'email' | 'language'>,
    key: NoticeKey,
    values: Record<string, string>,
    link: string | null,
    { inApp = true, mail = true }: { inApp?: boolean; mail?: boolean } = {},
  ): Promise<void> {
    const language = (user.language === 'en' ? 'en' : 'bn') satisfies Language;
    const { title, message } = noticeText(language, key, values);
    if (inApp) {
      try {
        await notifications.notify(user.id, { title, message, link });
      } catch (error) {
        log.error({ err: error, notice: key }, 'notification not stored');
      }
    }
    // Some notices are for the inbox only (a reply to a blog comment, issue 16).
    if (!mail) return;
    try {
      await mailer.send(
        noticeMail({
          to: user.email,
          language,
          subject: title,
          title,
          message,
          link: link ? `${publicUrl}${link}` : null,
        }),
      );
    } catch (error) {
      log.warn({ err: (error as Error).message, notice: key }, 'notice mail not sent');
    }
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
