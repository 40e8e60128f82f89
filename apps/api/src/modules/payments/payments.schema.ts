import type { PaidPackage, PaymentMethod } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { posts } from '../posts/posts.schema.ts';
import { rowId } from '../../db/columns.ts';

/**
 * The payment of a paid post, confirmed by support (issue 41, ADR 049). A TrxID pays for one post
 * only, per method: a unique index, so two staff confirming one TrxID on two posts at once end
 * with one record. The record outlives its post (the post's id goes null, its public id stays),
 * so a TrxID cannot be used again by deleting the post it paid for. Cash may have no number.
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: rowId(),
    postId: uuid('post_id').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    /** S-12, R-40: the post it paid for, named even after the post is deleted. */
    postPublicId: text('post_public_id').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** Trimmed and upper-cased (contracts' normalTrxId); a cash receipt number, or null for cash without one. */
    trxId: text('trx_id'),
    amountTaka: integer('amount_taka').notNull(),
    package: text('package').$type<PaidPackage>().notNull(),
    /** The package's days as they were when paid for, so a later change of terms leaves this record as it was. */
    packageDays: integer('package_days').notNull(),
    confirmedBy: uuid('confirmed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    /** confirmedAt + packageDays. */
    featuredUntil: timestamp('featured_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_records_method_check', sql`${t.method} in ('bkash', 'nagad', 'rocket', 'bank', 'cash')`),
    check('payment_records_trx_id_check', sql`${t.trxId} is not null or ${t.method} = 'cash'`),
    check('payment_records_amount_check', sql`${t.amountTaka} between 1 and 100000`),
    check('payment_records_days_check', sql`${t.packageDays} > 0`),
    uniqueIndex('payment_records_trx_id_key')
      .on(t.method, t.trxId)
      .where(sql`${t.trxId} is not null`),
    uniqueIndex('payment_records_post_key')
      .on(t.postId)
      .where(sql`${t.postId} is not null`),
  ],
);
