import type { AccountStatus } from '@ghorbari/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.ts';
import type { UserRow } from './users.types.ts';

/**
 * When an account counts as suspended, in one place (CONVENTIONS, "One rule, one place"): a
 * suspension whose date has passed is over, a suspension without a date lasts until lifted, and
 * a disabled account stays disabled. The TypeScript rule and its SQL twins below say the same.
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
const suspensionOver = sql`(${users.status} = 'suspended' and ${users.suspendedUntil} <= now())`;
/** SQL on `users`: the account's posts may be listed now. */
const listedNow = sql`(${users.status} = 'normal' or ${suspensionOver})`;

/**
 * SQL for another table's query: the account `ownerId` points at may have its posts listed (not
 * disabled, not within a suspension). The posts module filters public lists with it without
 * reading `users` itself.
 */
export const ownerListed = (ownerId: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${ownerId} and ${listedNow})`;
