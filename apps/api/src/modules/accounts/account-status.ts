import type { AccountStatus } from '@ghorbari/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import type { UserRow } from './users.types.ts';

/**
 * When an account counts as suspended, in one place (docs/conventions.md, "One rule, one place"): a
 * suspension whose date has passed is over, a suspension without a date lasts until lifted, and
 * a disabled account stays disabled. The TypeScript rule and its SQL twins below say the same, as
 * does the database's `account_hidden_until` (migration 0034, ADR 058), which the listings read
 * from each post.
 */
export function effectiveStatus(user: Pick<UserRow, 'status' | 'suspendedUntil'>, now: Date): AccountStatus {
  if (user.status === 'suspended' && user.suspendedUntil && user.suspendedUntil <= now) return 'normal';
  return user.status;
}

/** SQL on `users`: the account is suspended at `now` (the admin search and counts). */
export function suspendedAt(now: Date): SQL {
  const until = users.suspendedUntil;
  const stillRunning = sql`(${until} is null or ${until} > ${now.toISOString()}::timestamptz)`;
  return sql`(${users.status} = 'suspended' and ${stillRunning})`;
}

/** SQL on `users`: a suspension whose date has passed. */
const suspensionOver = sql`(${users.status} = 'suspended' and ${users.suspendedUntil} is not null
  and ${users.suspendedUntil} <= now())`;
/**
 * SQL on `users`: the account's posts may not be listed now (disabled, or within a suspension).
 * `status <> 'normal'` comes first: the few such accounts are what users_unlisted_idx holds.
 */
const unlistedNow = sql`(${users.status} <> 'normal' and not ${suspensionOver})`;

/**
 * SQL for another table's query: the account `ownerId` points at may have its posts listed (not
 * disabled, not within a suspension). The posts module filters public lists with it without
 * reading `users` itself. Asked as "no unlisted owner" (every post has its owner): the few
 * unlisted accounts are found in a small index, where "a listed owner" read most of `users` for
 * every listing (issue 17, ADR 021).
 */
export const ownerListed = (ownerId: AnyPgColumn): SQL =>
  sql`not exists (select 1 from ${users} where ${users.id} = ${ownerId} and ${unlistedNow})`;
