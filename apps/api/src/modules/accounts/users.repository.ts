import type { AdminUsersQuery } from '@ghorbari/contracts';
import { and, desc, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing, phoneMatching } from '../../db/like.ts';
import { sameInstant } from '../../db/same-instant.ts';
import { memberPhones, sessions, users } from './accounts.schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { publicDataWritten } from '../../db/write-generation.ts';
import { suspendedAt } from './account-status.ts';
import type { AccountMatch, NewUser, NoticeRecipient, UserChanges, UserRow, UserSummary } from './users.types.ts';
import { tablePage } from '../../db/table-page.ts';

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  proPic: users.proPic,
  status: users.status,
  suspendedUntil: users.suspendedUntil,
  language: users.language,
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
    /** The account a proven mobile number signs in (issue 40): one at most, by a unique index. */
    async byVerifiedPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
      return row;
    },
    /** The numbers the member proved by an SMS code (issue 40), oldest first. */
    async provenPhonesOf(userId: string, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ phone: memberPhones.phone })
        .from(memberPhones)
        .where(eq(memberPhones.userId, userId))
        .orderBy(memberPhones.verifiedAt);
      return rows.map((row) => row.phone);
    },
    /**
     * Whether an account other than `userId` proved the number (issue 62): a post's secondary
     * number may not be someone else's proven number unless its poster proved it too.
     */
    async provenByAnother(phone: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: memberPhones.userId })
        .from(memberPhones)
        .where(and(eq(memberPhones.phone, phone), ne(memberPhones.userId, userId)))
        .union(
          db
            .select({ userId: users.id })
            .from(users)
            .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, userId))),
        )
        .limit(1);
      return row !== undefined;
    },
    /** Records that the member proved the number now (again, if they had before). */
    async recordProvenPhone(userId: string, phone: string, at: Date, tx: Executor = db): Promise<void> {
      // Listings show "Number verified" by these rows (write-generation.ts).
      publicDataWritten();
      await tx
        .insert(memberPhones)
        .values({ userId, phone, verifiedAt: at })
        .onConflictDoUpdate({ target: [memberPhones.userId, memberPhones.phone], set: { verifiedAt: at } });
    },
    /**
     * Makes a proven number the account's own, which signs it in (issue 40), in one statement. A
     * number another account signs in with is left to that account: nothing changes and undefined
     * comes back (the unique index decides between two at once).
     */
    async setProvenPhone(userId: string, phone: string, at: Date, tx: Executor = db): Promise<UserRow | undefined> {
      publicDataWritten();
      // In a savepoint of its own: a unique violation would otherwise end the caller's transaction.
      const rows = await tx
        .transaction((inner) =>
          inner
            .update(users)
            .set({ phone, phoneVerifiedAt: at, updatedAt: at })
            .where(
              and(
                eq(users.id, userId),
                sql`not exists (select 1 from ${users} as other where other.phone = ${phone}
                  and other.phone_verified_at is not null and other.id <> ${userId})`,
              ),
            )
            .returning(),
        )
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return [];
          throw error;
        });
      return rows[0];
    },
    /**
     * The demo seed's members proved the numbers they post with and their account's number (issue
     * 40): one account per number signs in with it, the one made first. `posted` is the posts
     * module's query of each post's owner and primary number (`ownerPhones`), handed in by the seed.
     */
    async proveDemoPhones(at: Date, posted: SQL): Promise<void> {
      await db.execute(sql`
        insert into ${memberPhones} (user_id, phone, verified_at)
        select owner_id, primary_phone, ${at.toISOString()}::timestamptz
          from (${posted}) as posted (owner_id, primary_phone)
        union select id, phone, ${at.toISOString()}::timestamptz from ${users} where phone is not null
        on conflict do nothing`);
      await db.execute(sql`
        update ${users} set phone_verified_at = ${at.toISOString()}::timestamptz
        where id in (select distinct on (phone) id from ${users} where phone is not null order by phone, created_at)
          and not exists (select 1 from ${users} as other where other.phone = ${users}.phone
            and other.phone_verified_at is not null)`);
    },
    /**
     * Adds an email to an account that has none (issue 40), in one statement: undefined when the
     * account has one by now. An email another account took meanwhile breaks the unique key.
     */
    async addEmail(id: string, email: string, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ email, updatedAt: at })
        .where(and(eq(users.id, id), isNull(users.email)))
        .returning();
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
    /**
     * One account's summary with the numbers it proved (issue 40), in one statement: a post's page
     * needs both, and under load each statement waits for a connection of its own.
     */
    async summaryWithProvenPhones(id: string): Promise<(UserSummary & { provenPhones: string[] }) | undefined> {
      const [row] = await db
        .select({
          ...summaryColumns,
          provenPhones: sql<
            string[]
          >`coalesce((select array_agg(${memberPhones.phone} order by ${memberPhones.verifiedAt})
            from ${memberPhones} where ${memberPhones.userId} = ${users.id}), '{}')`,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
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
    /**
     * Inserts the account unless its email or its proven phone is taken (then nothing): one
     * statement, so two at once cannot both.
     */
    async insertIfNew(user: NewUser, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
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

    /**
     * Accounts matching what staff typed (`match`, issue 41), role and effective status, newest
     * first (the staff search): a number matches the account's number, the numbers it proved and
     * the accounts its posts are on (`alsoIds`, found by the posts module).
     */
    async search(query: AdminUsersQuery, now: Date, match?: AccountMatch): Promise<{ rows: UserRow[]; total: number }> {
      const filters: SQL[] = [];
      if (match && 'ids' in match) filters.push(match.ids.length ? inArray(users.id, [...match.ids]) : sql`false`);
      if (match && 'phone' in match) {
        const also = match.alsoIds.length ? [inArray(users.id, [...match.alsoIds])] : [];
        const proven = sql`exists (select 1 from ${memberPhones} where ${memberPhones.userId} = ${users.id}
          and ${phoneMatching(memberPhones.phone, match.phone)})`;
        filters.push(or(phoneMatching(users.phone, match.phone), proven, ...also)!);
      }
      if (match && 'text' in match) {
        const like = containing(match.text);
        filters.push(or(ilike(users.name, like), ilike(users.email, like))!);
      }
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.status === 'Disabled') filters.push(eq(users.status, 'Disabled'));
      if (query.status === 'suspended') filters.push(suspendedAt(now));
      if (query.status === 'normal') filters.push(sql`${users.status} <> 'Disabled' and not ${suspendedAt(now)}`);
      const where = filters.length ? and(...filters) : undefined;
      return tablePage(db, users, where, [desc(users.createdAt), desc(users.id)], query.page, query.limit);
    },

    /**
     * The accounts whose own number or a number they proved matches the digits support typed
     * (`phoneMatching`, issue 41: the moderation queue's search): at most `limit` of them.
     */
    async idsWithPhoneLike(digits: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(phoneMatching(users.phone, digits))
        .union(
          db.select({ id: memberPhones.userId }).from(memberPhones).where(phoneMatching(memberPhones.phone, digits)),
        )
        .limit(limit);
      return rows.map((row) => row.id);
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
