import { DHAKA_OFFSET_MS, isOverdue, type AdminStats } from '@ghorbari/contracts';
import type { UsersRepository } from '../accounts/users.types.ts';
import type { ModerationQueueRepository, PostsRepository } from '../posts/posts.types.ts';
import type { VisitorsService } from '../visitors/visitors.service.ts';
import type { AuditRepository } from '../audit/audit.types.ts';

const DAY = 24 * 3600_000;

/** Midnight today, the first of this month and the first of the month 11 months back, all in Dhaka. */
function dhakaCalendar(now: Date) {
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const toUtc = (time: number) => new Date(time - DHAKA_OFFSET_MS);
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const d = new Date(Date.UTC(y, m - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return {
    today: toUtc(Date.UTC(y, m, local.getUTCDate())),
    monthStart: toUtc(Date.UTC(y, m, 1)),
    yearStart: toUtc(Date.UTC(y, m - 11, 1)),
    months,
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

export interface StatsDeps {
  /** Each number comes from the module that owns its table, handed in from app.ts (ADR 009). */
  posts: Pick<PostsRepository, 'countsByStatusAndType'>;
  queue: Pick<ModerationQueueRepository, 'pendingSubmittedAt'>;
  users: Pick<UsersRepository, 'counts'>;
  visitors: Pick<VisitorsService, 'byMonth'>;
  audit: Pick<AuditRepository, 'decisionsSince'>;
  /** The SMS codes of the last hour and whether they look like SMS pumping (the auth service's). */
  smsAlarm: () => Promise<AdminStats['sms']>;
  now?: () => Date;
}

/** The dashboard's numbers (issue 5). */
export function createStatsService({
  posts,
  queue,
  users: accounts,
  visitors,
  audit,
  smsAlarm,
  now = () => new Date(),
}: StatsDeps) {
  return async function dashboard(): Promise<Omit<AdminStats, 'success'>> {
    const at = now();
    const calendar = dhakaCalendar(at);
    const [pending, decisions, users, postRows, visitRows, sms] = await Promise.all([
      queue.pendingSubmittedAt(),
      audit.decisionsSince(new Date(Math.min(calendar.today.getTime(), at.getTime() - 30 * DAY))),
      accounts.counts(at, calendar.monthStart),
      posts.countsByStatusAndType(),
      visitors.byMonth(calendar.yearStart),
      smsAlarm(),
    ]);
    const today = decisions.filter((row) => row.createdAt >= calendar.today);
    const lastMonth = decisions.filter(
      (row) => row.createdAt.getTime() >= at.getTime() - 30 * DAY && row.waitedMinutes !== null,
    );
    const sum = (test: (row: { status: string; type: string }) => boolean) =>
      postRows.filter(test).reduce((n, row) => n + row.n, 0);
    const visitsOf = (month: string, device: string) =>
      visitRows.find((row) => row.month === month && row.deviceType === device)?.n ?? 0;
    return {
      pending: {
        total: pending.length,
        overdue: pending.filter((submitted) => isOverdue(submitted, at)).length,
      },
      decisionsToday: {
        approved: today.filter((row) => row.action === 'post.approved').length,
        rejected: today.filter((row) => row.action === 'post.rejected').length,
      },
      medianDecisionMinutes: median(lastMonth.map((row) => row.waitedMinutes ?? 0)),
      users,
      posts: {
        byStatus: {
          pending: sum((r) => r.status === 'pending'),
          approved: sum((r) => r.status === 'approved'),
          rejected: sum((r) => r.status === 'rejected'),
        },
        byType: { sell: sum((r) => r.type === 'sell'), rent: sum((r) => r.type === 'rent') },
      },
      visitors: calendar.months.map((month) => ({
        month,
        mobile: visitsOf(month, 'mobile'),
        desktop: visitsOf(month, 'desktop'),
      })),
      sms,
    };
  };
}
