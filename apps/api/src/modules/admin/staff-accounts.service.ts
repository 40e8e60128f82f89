import { DHAKA_OFFSET_MS, type AdminUser, type AdminUsersQuery, type Role, type StaffNotificationBody, type SuspendUserBody } from '@ghorbari/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { suspensionPeriod } from '../../mail/templates.ts';
import { effectiveStatus } from '../accounts/presenters.ts';
import { createUsersRepository, type UserRow } from '../accounts/users.repository.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { presentCard } from '../posts/posts.presenters.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { presentAudit } from './audit.presenter.ts';
import { createAuditRepository, type NewAuditEntry } from './audit.repository.ts';
import { SITE_PATHS, type Notifier } from './notices.ts';
import { createStaffAccountsRepository } from './staff-accounts.repository.ts';

/** The moment a suspension "through `day`" (a Dhaka calendar day) ends: the next midnight in Dhaka. */
export function endOfDhakaDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000 - DHAKA_OFFSET_MS);
}

export interface StaffAccountsDeps {
  db: Db;
  tell: Notifier;
  notifications: NotificationsService;
  /** Closes the user's live connections (on every instance). */
  disconnect: (userId: string) => void;
  now?: () => Date;
}

/**
 * What an admin does to accounts (issue 5): search, suspend, reinstate, disable for fraud and
 * staff roles; and the staff message any support member may send. Every change is audited and
 * the user is told.
 */
export function createStaffAccountsService({ db, tell, notifications, disconnect, now = () => new Date() }: StaffAccountsDeps) {
  const repo = createStaffAccountsRepository(db);
  const users = createUsersRepository(db);
  const audit = createAuditRepository(db);
  const postsRepo = createPostsRepository(db);

  const present = (user: UserRow, postCount: number): AdminUser => {
    const status = effectiveStatus(user, now());
    return {
      _id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      proPic: user.proPic,
      role: user.role as Role,
      status,
      suspendedUntil: status === 'suspended' && user.suspendedUntil ? user.suspendedUntil.toISOString() : null,
      statusReason: status === 'normal' ? null : user.statusReason,
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

  /** Changes the account and writes its audit row in one transaction. */
  async function change(user: UserRow, changes: Partial<UserRow>, entry: Omit<NewAuditEntry, 'targetType' | 'targetId' | 'targetLabel'>, endSessions = false) {
    await db.transaction(async (tx) => {
      const txUsers = createUsersRepository(tx as unknown as Db);
      await txUsers.update(user.id, changes);
      if (endSessions) await txUsers.deleteSessionsOf(user.id);
      await createAuditRepository(tx as unknown as Db).insert({
        ...entry,
        targetType: 'user',
        targetId: user.id,
        targetLabel: `${user.name} <${user.email}>`,
      });
    });
  }

  return {
    async search(query: AdminUsersQuery) {
      const { rows, total } = await repo.search(query, now());
      return {
        users: rows.map((row) => present(row, row.postCount)),
        pagination: { page: query.page, limit: query.limit, total, totalPages: Math.max(1, Math.ceil(total / query.limit)) },
      };
    },

    async detail(userId: string) {
      const user = await users.byId(userId);
      if (!user) throw new AppError('NOT_FOUND');
      const [owned, history] = await Promise.all([postsRepo.ofOwner(user.id), audit.ofTarget('user', user.id)]);
      return { user: present(user, owned.length), posts: owned.map(presentCard), history: history.map(presentAudit) };
    },

    /** Until the end of a Dhaka calendar day, or indefinitely (`until` null). */
    async suspend(staff: UserRow, userId: string, body: SuspendUserBody): Promise<void> {
      const user = await target(staff, userId);
      if (user.role === 'admin') throw new AppError('FORBIDDEN', 'errors.adminProtected');
      if (user.status === 'Disabled') throw new AppError('CONFLICT', 'errors.accountAlreadyDisabled');
      const until = body.until === null ? null : endOfDhakaDay(body.until);
      // The last suspended day must be after today (Dhaka).
      if (until && until.getTime() - now().getTime() <= 24 * 3600_000) {
        throw new AppError('VALIDATION_FAILED', 'validation.suspendUntilInvalid', undefined, [
          { path: 'until', messageKey: 'validation.suspendUntilInvalid' },
        ]);
      }
      await change(
        user,
        { status: 'suspended', suspendedUntil: until, statusReason: body.reason },
        { actorId: staff.id, action: 'user.suspended', reason: body.reason, details: { until: until?.toISOString() ?? null } },
      );
      const language = user.language === 'en' ? 'en' : 'bn';
      await tell(user, 'accountSuspended', { until: suspensionPeriod(language, until), reason: body.reason }, SITE_PATHS.customerCare);
    },

    /** Lifts a suspension or a disabling. */
    async reinstate(staff: UserRow, userId: string, reason: string): Promise<void> {
      const user = await target(staff, userId);
      if (effectiveStatus(user, now()) === 'normal') throw new AppError('CONFLICT', 'errors.userNotSuspended');
      await change(
        user,
        { status: 'normal', suspendedUntil: null, statusReason: null },
        { actorId: staff.id, action: 'user.reinstated', reason, details: { from: user.status } },
      );
      await tell(user, 'accountReinstated', {}, SITE_PATHS.profile);
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

    async changeRole(staff: UserRow, userId: string, role: Role, reason: string): Promise<void> {
      const user = await target(staff, userId);
      if (user.role === role) return;
      await change(user, { role }, { actorId: staff.id, action: 'user.role-changed', reason, details: { from: user.role, to: role } });
    },

    /** POST /api/admin/notifications: an in-app message from support to one user. */
    async message(staff: UserRow, body: StaffNotificationBody) {
      const user = await users.byId(body.userId);
      if (!user || user.status === 'Disabled') throw new AppError('NOT_FOUND');
      const notification = await notifications.notify(user.id, { title: body.title, message: body.message, link: body.link ?? null });
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

    counts: repo.counts,
  };
}
export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
