import type { InteriorCategory } from '@ghorbari/contracts';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { firms } from '../interior/interior.schema.ts';
import { rowId, createdAt, belongsTo } from '../../db/columns.ts';

/**
 * A review code a firm owner issued for one finished job: 8 characters, single use, bound to
 * the firm, 90 days. Only the SHA-256 of the code is kept.
 */
export const reviewCodes = pgTable(
  'review_codes',
  {
    id: rowId(),
    firmId: belongsTo('firm_id', () => firms.id),
    codeHash: text('code_hash').notNull().unique(),
    clientName: text('client_name').notNull(),
    clientPhone: text('client_phone').notNull(),
    /**
     * The code is for `client_phone`, a mobile number (issue 41, ADR 051): a review is "verified
     * client" only when its writer proved that number. False for codes issued before: their
     * number was a contact, not a binding, and they keep working as they did.
     */
    forNumber: boolean('for_number').notNull().default(false),
    category: text('category').$type<InteriorCategory>().notNull(),
    issuedBy: uuid('issued_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('review_codes_firm_idx').on(t.firmId, t.createdAt)],
);

/**
 * Wrong review codes per account and per client address in the current hour (issue 14): checked
 * and counted by one conditional upsert, so guessing is capped even when tries arrive together.
 */
export const reviewCodeGuesses = pgTable(
  'review_code_guesses',
  {
    key: text('key').notNull(),
    hour: text('hour').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.hour] })],
);
