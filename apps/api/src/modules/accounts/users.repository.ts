import type { AdminUsersQuery } from '@ghorbari/contracts';
import { and, count, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { sameInstant } from '../../db/same-instant.ts';
import { sessions, users } from '../../db/schema.ts';
import { publicDataWritten } from '../../db/write-generation.ts';
import { suspendedAt } from './account-status.ts';
import type { NewUser, NoticeRecipient, UserChanges, UserRow, UserSummary } from './users.types.ts';

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  proPic: users.proPic,
  status: users.status,
  suspendedUntil: users.suspendedUntil,
};

/**
 * Users and their sessions: the only place that reads or writes those tables (ADR 009). Built
 * once in app.ts; a method that may be part of a caller's transaction takes it as `tx`.
 */
export function createUsersRepository(db: Executor) {
  return {
    async byEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async byId(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** Name, contact and status of several accounts at once, by id. */
    async summariesOf(ids: readonly string[]): Promise<Map<string, UserSummary>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.select(summaryColumns).from(users).where(inArray(users.id, unique));
      return new Map(rows.map((row) => [row.id, row]));
    },
    /** Several accounts as notices need them (issue 19), by id; unknown ids are left out. */
    async recipientsOf(ids: readonly string[]): Promise<NoticeRecipient[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          language: users.language,
          status: users.status,
          suspendedUntil: users.suspendedUntil,
          mailPriceDrops: users.mailPriceDrops,
        })
        .from(users)
        .where(inArray(users.id, unique));
    },
    async insert(user: NewUser, tx: Executor = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Inserts the account unless its email is taken (then nothing): one statement, so two at once cannot both. */
    async insertIfNew(user: NewUser, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },
    async update(id: string, changes: UserChanges, tx: Executor = db): Promise<UserRow | undefined> {
      // An owner's name, photo or status shows on their posts' pages (write-generation.ts).
      publicDataWritten();
      const [row] = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /**
     * A staff decision on the account (ADR 032): changed only while its role, status and
     * suspension are still the ones the decision was made on, in one statement; of two decisions
     * at once the second finds the row moved on and gets nothing back.
     */
    async updateIfStanding(
      id: string,
      read: Pick<UserRow, 'role' | 'status' | 'suspendedUntil'>,
      changes: UserChanges,
      tx: Executor = db,
    ): Promise<UserRow | undefined> {
      publicDataWritten();
      const [row] = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(
          and(
            eq(users.id, id),
            eq(users.role, read.role),
            eq(users.status, read.status),
            sameInstant(users.suspendedUntil, read.suspendedUntil),
          ),
        )
        .returning();
      return row;
    },
    async remove(id: string): Promise<void> {
      publicDataWritten();
      await db.delete(users).where(eq(users.id, id));
    },

    /** Accounts by name, email or phone, role and effective status, newest first (the admin search). */
    async search(query: AdminUsersQuery, now: Date): Promise<{ rows: UserRow[]; total: number }> {
      const filters: SQL[] = [];
      if (query.q) {
        const like = containing(query.q);
        const digits = query.q.replace(/\D/g, '');
        const phone = digits.length >= 4 ? [ilike(users.phone, `%${digits}%`)] : [];
        const text = or(ilike(users.name, like), ilike(users.email, like), ...phone);
        if (text) filters.push(text);
      }
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.status === 'Disabled') filters.push(eq(users.status, 'Disabled'));
      if (query.status === 'suspended') filters.push(suspendedAt(now));
      if (query.status === 'normal') filters.push(sql`${users.status} <> 'Disabled' and not ${suspendedAt(now)}`);
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows, total: total?.n ?? 0 };
    },

    /** The dashboard's account numbers. */
    async counts(now: Date, monthStart: Date) {
      const since = monthStart.toISOString();
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          newThisMonth: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since}::timestamptz))::int`,
          suspended: sql<number>`(count(*) filter (where ${suspendedAt(now)}))::int`,
          disabled: sql<number>`(count(*) filter (where ${users.status} = 'Disabled'))::int`,
        })
        .from(users);
      return row ?? { total: 0, newThisMonth: 0, suspended: 0, disabled: 0 };
    },

    /**
     * A session for the account, made only while its password is still the one the caller
     * verified (issue 28): one statement, so it cannot slip past a password reset, and a deleted
     * account gets none. `for share` waits for a reset (or disabling) still under way on the row
     * and then reads the row as committed; without it a sign-in read the old password while the
     * reset's transaction was open and its session outlived the reset's "end every session".
     */
    async createSession(
      session: { userId: string; tokenHash: string; expiresAt: Date; verifiedPasswordHash: string },
      tx: Executor = db,
    ): Promise<boolean> {
      const made = await tx
        .insert(sessions)
        .select(
          tx
            // Every column of `sessions`, in the table's order (drizzle inserts a select that way).
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              userId: users.id,
              tokenHash: sql`${session.tokenHash}`.as('token_hash'),
              createdAt: sql`now()`.as('created_at'),
              expiresAt: sql`${session.expiresAt.toISOString()}::timestamptz`.as('expires_at'),
            })
            .from(users)
            .where(
              and(
                eq(users.id, session.userId),
                eq(users.passwordHash, session.verifiedPasswordHash),
                ne(users.status, 'Disabled'),
              ),
            )
            .for('share'),
        )
        .returning({ id: sessions.id });
      return made.length > 0;
    },
    /** The user behind a live session token hash, if any. */
    async userBySessionHash(tokenHash: string, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row?.user;
    },
    /**
     * The users behind many live session token hashes in one query (the live channel's handshakes
     * after a restart, ADR 031): token hash → id and status; a hash without a live session is absent.
     */
    async usersBySessionHashes(tokenHashes: string[], now: Date): Promise<Map<string, Pick<UserRow, 'id' | 'status'>>> {
      const rows = await db
        .select({ tokenHash: sessions.tokenHash, id: users.id, status: users.status })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, now)));
      return new Map(rows.map(({ tokenHash, ...user }) => [tokenHash, user]));
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteSessionsOf(userId: string, tx: Executor = db): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
