import { LANGUAGES, type Language } from '@ghorbari/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/mailer.ts';
import { noticeMail, noticeText, type NoticeKey } from '../../mail/templates.ts';
import { listingIdsInDigits } from '../../text/listing-ids.ts';
import type { UserRow } from '../accounts/users.types.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NoticeDeps {
  notifications: NotificationsService;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * A notice's parameters. Those that read differently in each language (a price, a date, a
 * reason picked from a list, digits) are given as a function of the language.
 */
export type NoticeValues = Record<string, string> | ((language: Language) => Record<string, string>);

/** The notice's parameters in every language. */
export const valuesByLanguage = (values: NoticeValues) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, typeof values === 'function' ? values(language) : values]),
  ) as Record<Language, Record<string, string>>;

/**
 * Tells a user about a decision on their post or account: an in-app notification, stored as the
 * notice's key and parameters and shown in the language of whoever reads it (issue 39), and a
 * mail in the user's language. The decision is already stored, so a failure here is logged, not
 * thrown: the staff member's action stands.
 */
export function createNotifier({ notifications, mailer, publicUrl, log }: NoticeDeps) {
  return async function tell(
    user: Pick<UserRow, 'id' | 'email' | 'language'>,
    key: NoticeKey,
    values: NoticeValues,
    link: string | null,
    { inApp = true, mail = true }: { inApp?: boolean; mail?: boolean } = {},
  ): Promise<void> {
    const params = valuesByLanguage(values);
    if (inApp) {
      try {
        const text = { bn: noticeText('bn', key, params.bn), en: noticeText('en', key, params.en) };
        await notifications.notify(user.id, { key, params, text, link });
      } catch (error) {
        log.error({ err: error, notice: key }, 'notification not stored');
      }
    }
    // Some notices are for the inbox only (a reply to a blog comment, issue 16), and an account
    // made with a mobile number has no email to mail (issue 40): its inbox holds the notice.
    if (!mail || !user.email) return;
    const language = (user.language === 'en' ? 'en' : 'bn') satisfies Language;
    const notice = noticeText(language, key, params[language]);
    // The post's or firm's number in the reader's digits, as the inbox shows it (issue 62).
    const title = listingIdsInDigits(notice.title, language);
    const message = listingIdsInDigits(notice.message, language);
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
