import {
  type AccountPostReports,
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersQuery,
  DHAKA_OFFSET_MS,
  LIMITS,
  type Role,
  sitePaths,
  type StaffNotificationBody,
  type SuspendUserBody,
} from '@ghorbari/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { suspensionPeriod } from '../../mail/templates.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { UserChanges, UserRow, UsersRepository } from '../accounts/users.types.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { presentCard } from '../posts/posts.presenters.ts';
import type { PostsRepository } from '../posts/posts.types.ts';
import type { AuditRepository, NewAuditEntry } from '../audit/audit.types.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createPostSignals } from './post-signals.ts';
import { createStaffSearch } from './staff-search.ts';
import type { ReportsRepository } from '../reports/reports.types.ts';
import { publicPostId } from '../posts/posts.presenters.ts';
import type { Notifier } from '../notifications/notices.ts';

/** The moment a suspension "through `day`" (a Dhaka calendar day) ends: the next midnight in Dhaka. */
export function endOfDhakaDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000 - DHAKA_OFFSET_MS);
}

export interface StaffAccountsDeps {
  database: Pick<Database, 'transaction'>;
  /** The accounts module's repository, handed in from app.ts (ADR 009). */
  users: UsersRepository;
  /** The posts module's repository: an account's posts and post counts. */
  posts: Pick<
    PostsRepository,
    | 'ofOwner'
    | 'countsByOwners'
    | 'ownersOfPhones'
    | 'photoMatchCounts'
    | 'photoMatchesOf'
    | 'byNumber'
    | 'ownersOfPhoneLike'
  >;
  /** The reports module's repository: reports against an account's posts and reports it sent (issue 41). */
  reports: Pick<ReportsRepository, 'ofPosts' | 'countFiledBy'>;
  audit: AuditRepository;
  history: Pick<AuditService, 'history'>;
  tell: Notifier;
  notifications: NotificationsService;
  /** Closes the user's live connections (on every instance). */
  disconnect: (userId: string) => void;
  now?: () => Date;
}

/** How many reports of an account's posts its page weighs: the newest, enough to judge by. */
const ACCOUNT_REPORTS_READ = 500;

/** The reports of an account's posts, one entry per reported post, most recently reported first. */
function reportsByPost(
  rows: Awaited<ReturnType<ReportsRepository['ofPosts']>>,
  titles: Map<string, { PostID: string; postTitle: string }>,
): AccountPostReports[] {
  const byPost = new Map<string, AccountPostReports & { counts: Map<string, number> }>();
  for (const row of rows) {
    const post = row.postId ? titles.get(row.postId) : undefined;
    if (!row.postId || !post) continue;
    // Rows come newest first: the first row of a post is its latest report.
    const entry = byPost.get(row.postId) ?? {
      ...post,
      open: 0,
      decided: 0,
      reasons: [],
      lastReportedAt: row.createdAt.toISOString(),
      lastOutcome: null,
      counts: new Map(),
    };
    if (row.decidedAt) {
      entry.decided += 1;
      entry.lastOutcome ??= row.outcome;
    } else entry.open += 1;
    entry.counts.set(row.reason, (entry.counts.get(row.reason) ?? 0) + 1);
    byPost.set(row.postId, entry);
  }
  return [...byPost.values()].map(({ counts, ...entry }) => ({
    ...entry,
    reasons: [...counts]
      .map(([reason, count]) => ({ reason: reason as AccountPostReports['reasons'][number]['reason'], count }))
      .sort((a, b) => b.count - a.count),
  }));
}

/**
 * What staff do to accounts (issue 5): search, suspend, reinstate, disable for fraud and staff
 * roles; and the staff message any support member may send. Every change is audited and the
 * user is told. Support finds accounts and may suspend a member or lift a member's suspension
 * (issue 41, ADR 053); disabling, reinstating a disabled account and roles stay with admins.
 */
export function createStaffAccountsService(deps: StaffAccountsDeps) {
  const { database, users, posts, reports, audit, history, tell, notifications, disconnect } = deps;
  const now = deps.now ?? (() => new Date());
  const signals = createPostSignals({ posts, users, now });
  const staffSearch = createStaffSearch({ posts, users });

  /**
   * Support acts on members only (issue 41): a staff account is for an admin to change. The role
   * read here is also a condition of the change's one UPDATE (`updateIfStanding`), so an account
   * made staff meanwhile is not changed.
   */
  function mayAct(staff: UserRow, user: UserRow) {
    if (staff.role !== 'admin' && user.role !== 'user') throw new AppError('FORBIDDEN', 'errors.supportMembersOnly');
  }

  const present = (user: UserRow, postCount: number): AdminUser => {
    const status = effectiveStatus(user, now());
    return {
      _id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      phoneVerified: user.phoneVerifiedAt !== null,
      proPic: user.proPic,
      role: user.role,
      status,
      suspendedUntil: status === 'suspended' && user.suspendedUntil ? user.suspendedUntil.toISOString() : null,
      statusReason: status === 'normal' ? null : user.statusReason,
      language: user.language,
      joinDate: user.createdAt.toISOString(),
      postCount,
    };
  };

  async function target(staff: UserRow, userId: string): Promise<UserRow> {
    const user = await users.byId(userId);
    if (!user) throw new AppError('NOT_FOUND');
    if (user.id === staff.id) throw new AppError('FORBIDDEN', 'errors.staffSelfAction');
    return user;
  }

  /**
   * Changes the account from the standing it was read in, with its audit row, in one transaction
   * (ADR 032): of decisions sent at once the first wins and the others get 409, with no audit row,
   * no notice and no disconnection of their own.
   */
  async function change(
    user: UserRow,
    changes: UserChanges,
    entry: Omit<NewAuditEntry, 'targetType' | 'targetId' | 'targetLabel'>,
    endSessions = false,
  ) {
    const changed = await database.transaction(async (tx) => {
      if (!(await users.updateIfStanding(user.id, user, changes, tx))) return false;
      if (endSessions) await users.deleteSessionsOf(user.id, tx);
      const target = { targetType: 'user', targetId: user.id, targetLabel: `${user.name} <${user.email}>` } as const;
      await audit.insert({ ...entry, ...target }, tx);
      return true;
    });
    if (!changed) throw await beaten(user.id, entry.action);
  }

  /** The 409 of a decision another one beat, worded by where the account stands now. */
  async function beaten(userId: string, action: NewAuditEntry['action']): Promise<AppError> {
    const current = await users.byId(userId);
    if (!current) return new AppError('NOT_FOUND');
    if (current.status === 'Disabled') return new AppError('CONFLICT', 'errors.accountAlreadyDisabled');
    if (action === 'user.reinstated' && effectiveStatus(current, now()) === 'normal')
      return new AppError('CONFLICT', 'errors.userNotSuspended');
    return new AppError('CONFLICT', 'errors.decidedMeanwhile');
  }

  return {
    async search(query: AdminUsersQuery) {
      const { rows, total } = await users.search(query, now(), await staffSearch.accounts(query.q));
      const postCounts = await posts.countsByOwners(rows.map((row) => row.id));
      return {
        users: rows.map((row) => present(row, postCounts.get(row.id) ?? 0)),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    },

    /** An account with what support judges it by: its posts, reports, numbers and photo matches (issue 41). */
    async detail(userId: string): Promise<Omit<AdminUserDetail, 'success'>> {
      const user = await users.byId(userId);
      if (!user) throw new AppError('NOT_FOUND');
      const [owned, entries, provenPhones, reportsFiled] = await Promise.all([
        posts.ofOwner(user.id),
        history.history('user', user.id),
        users.provenPhonesOf(user.id),
        reports.countFiledBy(user.id),
      ]);
      const ids = owned.map((entry) => entry.post.id);
      const [phones, matchCounts, reportRows] = await Promise.all([
        signals.forAccount(
          user.id,
          owned.map((entry) => entry.post),
        ),
        posts.photoMatchCounts(ids),
        reports.ofPosts(ids, ACCOUNT_REPORTS_READ),
      ]);
      const titles = new Map(
        owned.map(({ post }) => [post.id, { PostID: publicPostId(post), postTitle: post.title }] as const),
      );
      return {
        user: present(user, owned.length),
        posts: owned.map(presentCard),
        history: entries,
        phones,
        provenPhones,
        reports: reportsByPost(reportRows, titles),
        reportsFiled,
        photoMatches: owned.flatMap(({ post }) => {
          const count = matchCounts.get(post.id) ?? 0;
          return count > 0 ? [{ PostID: publicPostId(post), postTitle: post.title, count }] : [];
        }),
      };
    },

    /** Until the end of a Dhaka calendar day, or indefinitely (`until` null). */
    async suspend(staff: UserRow, userId: string, body: SuspendUserBody): Promise<void> {
      const user = await target(staff, userId);
      mayAct(staff, user);
      if (user.role === 'admin') throw new AppError('FORBIDDEN', 'errors.adminProtected');
      if (user.status === 'Disabled') throw new AppError('CONFLICT', 'errors.accountAlreadyDisabled');
      const until = body.until === null ? null : endOfDhakaDay(body.until);
      // The last suspended day must be after today (Dhaka), and within the horizon: longer is indefinitely.
      const horizon = new Date(now());
      horizon.setUTCFullYear(horizon.getUTCFullYear() + LIMITS.suspension.maxYears);
      if (until && (until.getTime() - now().getTime() <= 24 * 3600_000 || until > horizon)) {
        throw new AppError('VALIDATION_FAILED', 'validation.suspendUntilInvalid', undefined, [
          { path: 'until', messageKey: 'validation.suspendUntilInvalid' },
        ]);
      }
      await change(
        user,
        { status: 'suspended', suspendedUntil: until, statusReason: body.reason },
        {
          actorId: staff.id,
          action: 'user.suspended',
          reason: body.reason,
          details: { until: until?.toISOString() ?? null },
        },
      );
      await tell(
        user,
        'accountSuspended',
        (language) => ({ until: suspensionPeriod(language, until), reason: body.reason }),
        sitePaths.customerCare,
      );
    },

    /** Lifts a suspension or (an admin only) a disabling. */
    async reinstate(staff: UserRow, userId: string, reason: string): Promise<void> {
      const user = await target(staff, userId);
      mayAct(staff, user);
      if (staff.role !== 'admin' && user.status === 'Disabled')
        throw new AppError('FORBIDDEN', 'errors.disabledAdminOnly');
      if (effectiveStatus(user, now()) === 'normal') throw new AppError('CONFLICT', 'errors.userNotSuspended');
      await change(
        user,
        { status: 'normal', suspendedUntil: null, statusReason: null },
        { actorId: staff.id, action: 'user.reinstated', reason, details: { from: user.status } },
      );
      await tell(user, 'accountReinstated', {}, sitePaths.userProfile);
    },

    /**
     * Fraud: the account is disabled for good. Its sessions end in the same transaction, its
     * live connections are closed, its posts leave every public list (they are filtered by the
     * owner's status) and its email cannot register again.
     */
    async disable(staff: UserRow, userId: string, reason: string): Promise<void> {
      const user = await target(staff, userId);
      if (user.role === 'admin') throw new AppError('FORBIDDEN', 'errors.adminProtected');
      if (user.status === 'Disabled') throw new AppError('CONFLICT', 'errors.accountAlreadyDisabled');
      await change(
        user,
        { status: 'Disabled', suspendedUntil: null, statusReason: reason },
        { actorId: staff.id, action: 'user.disabled', reason, details: { from: user.status } },
        true,
      );
      disconnect(user.id);
      // They can no longer sign in to read an in-app notice: mail only.
      await tell(user, 'accountDisabled', { reason }, null, { inApp: false });
    },

    /**
     * Makes a member support or admin, or support a member. An admin's role is not changed here
     * at all: one admin could otherwise demote another and then suspend them (ADR 012).
     */
    async changeRole(staff: UserRow, userId: string, role: Role, reason: string): Promise<void> {
      const user = await target(staff, userId);
      if (user.role === 'admin') throw new AppError('FORBIDDEN', 'errors.adminRoleLocked');
      if (user.role === role) return;
      await change(
        user,
        { role },
        { actorId: staff.id, action: 'user.role-changed', reason, details: { from: user.role, to: role } },
      );
    },

    /** POST /api/admin/notifications: an in-app message from support to one user. */
    async message(staff: UserRow, body: StaffNotificationBody) {
      const user = await users.byId(body.userId);
      if (!user || user.status === 'Disabled') throw new AppError('NOT_FOUND');
      // Support's own words, shown as written in either language (ADR 039).
      const written = { title: body.title, message: body.message };
      const notification = await notifications.notify(user.id, {
        key: 'staffMessage',
        params: { bn: written, en: written },
        text: { written },
        link: body.link ?? null,
      });
      await audit.insert({
        actorId: staff.id,
        action: 'notification.sent',
        targetType: 'user',
        targetId: user.id,
        targetLabel: `${user.name} <${user.email}>`,
        reason: body.title,
        details: { notificationId: notification._id, link: body.link ?? null },
      });
      return notification;
    },
  };
}
export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
