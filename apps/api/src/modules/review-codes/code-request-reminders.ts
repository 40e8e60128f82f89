import { firmId as publicFirmId, LIMITS, localDigits, sitePaths } from '@ghorbari/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createRounds } from '../../jobs/rounds.ts';
import type { UsersRepository } from '../accounts/users.types.ts';
import type { Notifier } from '../notifications/notices.ts';
import type { CodeRequestsRepository } from './code-requests.repository.ts';
import type { FirmsAccess } from './review-codes.types.ts';

const DAY_MS = 24 * 3600_000;
/** How often each instance looks: a reminder counted in days may come an hour late. */
export const CODE_REQUEST_REMINDERS_MS = 3600_000;

export interface CodeRequestRemindersDeps {
  requests: Pick<CodeRequestsRepository, 'takeDueReminders'>;
  firms: Pick<FirmsAccess, 'byId'>;
  users: Pick<UsersRepository, 'byId'>;
  tell: Notifier;
  log: FastifyBaseLogger;
}

/**
 * Reminds a firm's owner of a client's request for a review code left unanswered for
 * `LIMITS.reviewCodeRequest.remindAfterDays` (issue 64, ADR 082), once, in the app and by mail.
 * A round at `now` takes the due requests and marks them reminded in one UPDATE, so instances
 * sweeping at once remind each request once; only what a round took is told. Tests run rounds
 * on a handed-in moment (`runOnce(now)`); the app's timer runs them hourly on its clock.
 */
export function createCodeRequestReminders({ requests, firms, users, tell, log }: CodeRequestRemindersDeps) {
  const days = LIMITS.reviewCodeRequest.remindAfterDays;

  async function round(now: Date): Promise<{ reminded: number }> {
    const due = await requests.takeDueReminders(new Date(now.getTime() - days * DAY_MS), now);
    for (const request of due) {
      const firm = await firms.byId(request.firmId);
      const owner = firm ? await users.byId(firm.ownerId) : undefined;
      if (!firm || !owner) continue;
      await tell(
        owner,
        'reviewCodeRequestReminder',
        (language) => ({
          client: request.clientName,
          firm: firm.name,
          firmId: publicFirmId(firm.number),
          days: localDigits(String(days), language),
        }),
        sitePaths.userFirms,
      );
    }
    if (due.length > 0) log.info({ reminded: due.length }, 'review code requests reminded');
    return { reminded: due.length };
  }

  const rounds = createRounds(round, (error) => log.error({ err: error }, 'review code request reminders failed'));
  return {
    runOnce: rounds.runOnce,
    /** Every `everyMs` by `now` (the app's clock); the timer does not keep the process alive. */
    start: ({ everyMs = CODE_REQUEST_REMINDERS_MS, now }: { everyMs?: number; now?: () => Date } = {}) =>
      rounds.start({ everyMs, ...(now ? { now } : {}) }),
    stop: rounds.stop,
  };
}
export type CodeRequestReminders = ReturnType<typeof createCodeRequestReminders>;
