import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@ghorbari/contracts';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { posts, users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/users.repository.ts';

/** Suspended at `now`: a suspension whose date has passed counts as normal again (effective status). */
const suspendedAt = (now: Date) =>
  sql`(${users.status} = 'suspended' and (${users.suspendedUntil} is null or ${users.suspendedUntil} > ${now.toISOString()}::timestamptz))`;

/** Account search and counts for the admin area. */
export function createStaffAccountsRepository(db: Db) {
  // Spelled out: inside a subquery drizzle would leave the columns unqualified.
  const postCount = sql<number>`(select count(*)::int from "posts" where "posts"."owner_id" = "users"."id")`;
  return {
    async search(query: AdminUsersQuery, now: Date): Promise<{ rows: (UserRow & { postCount: number })[]; total: number }> {
      const filters: SQL[] = [];
      if (query.q) {
        const like = containing(query.q);
        const digits = query.q.replace(/\D/g, '');
        const text = or(ilike(users.name, like), ilike(users.email, like), ...(digits.length >= 4 ? [ilike(users.phone, `%${digits}%`)] : []));
        if (text) filters.push(text);
      }
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.status === 'Disabled') filters.push(eq(users.status, 'Disabled'));
      if (query.status === 'suspended') filters.push(suspendedAt(now));
      if (query.status === 'normal') filters.push(sql`${users.status} <> 'Disabled' and not ${suspendedAt(now)}`);
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select({ user: users, postCount })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows: rows.map((row) => ({ ...row.user, postCount: row.postCount })), total: total?.n ?? 0 };
    },

    async postCountOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(posts).where(eq(posts.ownerId, userId));
      return row?.n ?? 0;
    },

    async counts(now: Date, monthStart: Date) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          newThisMonth: sql<number>`(count(*) filter (where ${users.createdAt} >= ${monthStart.toISOString()}::timestamptz))::int`,
          suspended: sql<number>`(count(*) filter (where ${suspendedAt(now)}))::int`,
          disabled: sql<number>`(count(*) filter (where ${users.status} = 'Disabled'))::int`,
        })
        .from(users);
      return row ?? { total: 0, newThisMonth: 0, suspended: 0, disabled: 0 };
    },
  };
}
