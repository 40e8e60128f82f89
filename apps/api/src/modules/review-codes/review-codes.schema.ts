import type { InteriorCategory, ReviewCodeRequestStatus } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
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

/**
 * A client's request to a firm for a review code (issue 64, ADR 082): one row per client and firm,
 * asked again in place once answered. Asking is one conditional upsert on that row: one request
 * open at a time, at most `LIMITS.reviewCodeRequest.asksPerFirm` asks in a window of
 * `windowDays` (counted in `asks` from `window_started_at`), however many taps arrive together.
 * Issuing or declining is one guarded UPDATE of an open row; the code itself lives in
 * `review_codes` (only its hash) and goes to `client_phone` by SMS.
 */
export const reviewCodeRequests = pgTable(
  'review_code_requests',
  {
    id: rowId(),
    firmId: belongsTo('firm_id', () => firms.id),
    clientId: belongsTo('client_id', () => users.id),
    clientName: text('client_name').notNull(),
    /** One of the client's proven numbers when they asked: the SMS goes to it and the code is for it. */
    clientPhone: text('client_phone').notNull(),
    category: text('category').$type<InteriorCategory>().notNull(),
    note: text('note').notNull(),
    status: text('status').$type<ReviewCodeRequestStatus>().notNull().default('open'),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    /** Asks of this client to this firm since `window_started_at`. */
    asks: integer('asks').notNull().default(1),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The code issued for the request (kept hashed in `review_codes`). */
    codeId: uuid('code_id').references((): AnyPgColumn => reviewCodes.id, { onDelete: 'set null' }),
    /** When the code was handed to the SMS sender for the client. */
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
    /** When the owner was reminded of the unanswered request (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_code_requests_firm_client_key').on(t.firmId, t.clientId),
    // The reminder round's due requests, and the owner's open ones first.
    index('review_code_requests_open_idx')
      .on(t.askedAt)
      .where(sql`${t.status} = 'open'`),
    check('review_code_requests_status_check', sql`${t.status} in ('open', 'issued', 'declined')`),
  ],
);
