import type { AccountStatus, DailyCountKind, Gender, Language, Role } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import {
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
import { rowId, createdAt, timestamps, belongsTo } from '../../db/columns.ts';

/** A member account (spec §3, User). Personal fields are nullable until the profile is completed. */
export const users = pgTable(
  'users',
  {
    id: rowId(),
    /** Null for an account made with a mobile number only (issue 40): its verified phone signs it in. */
    email: text('email').unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    /**
     * When `phone` was proven by an SMS code (issue 40, ADR 046); null while unproven, and again
     * once the number is changed. A proven number is one account's only: it signs that account in.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    gender: text('gender').$type<Gender>(),
    birthDate: text('birth_date'),
    bio: text('bio'),
    occupation: text('occupation'),
    addressDivision: text('address_division'),
    addressDistrict: text('address_district'),
    addressSubDistrict: text('address_sub_district'),
    addressMore: text('address_more'),
    proPic: text('pro_pic'),
    role: text('role').$type<Role>().notNull().default('user'),
    status: text('status').$type<AccountStatus>().notNull().default('normal'),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Support's reason for the current suspension or disabling (shown to staff, told to the user). */
    statusReason: text('status_reason'),
    showEmail: boolean('show_email').notNull().default(false),
    showPhone: boolean('show_phone').notNull().default(false),
    showAddress: boolean('show_address').notNull().default(false),
    showBirthDate: boolean('show_birth_date').notNull().default(false),
    /** Whether a reply to the member's blog comment reaches their inbox and live channel (issue 16). */
    notifyReplies: boolean('notify_replies').notNull().default(true),
    /** Whether a price drop of a saved post is also mailed (issue 19); the inbox is told either way. */
    mailPriceDrops: boolean('mail_price_drops').notNull().default(false),
    language: text('language').$type<Language>().notNull().default('bn'),
    nameChangedAt: timestamp('name_changed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'support', 'admin')`),
    check('users_status_check', sql`${t.status} in ('normal', 'suspended', 'Disabled')`),
    /** The few accounts whose posts may not be listed: what every public list checks (account-status.ts). */
    index('users_unlisted_idx')
      .on(t.id)
      .where(sql`${t.status} <> 'normal'`),
    uniqueIndex('users_verified_phone_key')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
  ],
);

/**
 * The mobile numbers a member has proven by an SMS code (issue 40, ADR 046): at registration, from
 * the profile, or on the spot for a post's contact number. A post's primary number must be one of
 * them, and listings say "Number verified" beside one. Unlike the account's own number (`users.
 * phone_verified_at`), a number here may be proven by more than one account (a family's phone):
 * each proved it held the number when it did.
 */
export const memberPhones = pgTable(
  'member_phones',
  {
    userId: belongsTo('user_id', () => users.id),
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone] })],
);

/** A signed-in device. Only the SHA-256 of the bearer token is kept (ADR 005). */
export const sessions = pgTable(
  'sessions',
  {
    id: rowId(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * 6-digit codes for registration, password reset or signing in: hashed, short-lived, single use.
 * Mailed to an email, or sent by SMS to a mobile number (issue 40): `email` holds the recipient,
 * an email address or a number in its stored form (01…, never with an @), and `channel` says which.
 * An SMS code also keeps the client address that asked for it and when it was verified, for the
 * per-address and daily caps and the SMS-pumping alarm, and its delivery receipt (ADR 046).
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: rowId(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<'register' | 'reset' | 'login' | 'verify'>().notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull().default('email'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    sentFrom: text('sent_from'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The SMSC's id for the SMS, and what its delivery receipt said (DELIVRD, UNDELIV, …) and when. */
    messageId: text('message_id'),
    deliveryStatus: text('delivery_status'),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    /**
     * An SMS code's challenge (issue 62, ADR 074): the SHA-256 of the opaque id the request that
     * asked for it was answered; only a verifying call that carries that id checks this code.
     */
    challengeHash: text('challenge_hash'),
    /** The member who asked for a number-proof code (`verify` by SMS): only they may use it. */
    requestedBy: uuid('requested_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_codes_email_idx').on(t.email, t.purpose, t.createdAt),
    uniqueIndex('email_codes_challenge_idx')
      .on(t.challengeHash)
      .where(sql`${t.challengeHash} is not null`),
    index('email_codes_sms_lane_idx')
      .on(t.email, t.sentFrom, t.createdAt)
      .where(sql`${t.channel} = 'sms'`),
    index('email_codes_sms_idx')
      .on(t.createdAt)
      .where(sql`${t.channel} = 'sms'`),
    index('email_codes_sms_from_idx')
      .on(t.sentFrom, t.createdAt)
      .where(sql`${t.channel} = 'sms'`),
    index('email_codes_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    check('email_codes_purpose_check', sql`${t.purpose} in ('register', 'reset', 'login', 'verify')`),
    check('email_codes_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * Every SMS handed to the sender (issue 62, ADR 074): codes, and the notices sent to owners
 * (availability questions, report prompts). The site's hourly budget and each owner's daily cap
 * count these rows, so only an SMS that went out is counted; one that could not be sent is deleted.
 */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: rowId(),
    kind: text('kind').$type<'code' | 'notice'>().notNull(),
    /** The number it went to, in its stored form. */
    phone: text('phone').notNull(),
    /** The account it was sent for (a notice's owner); null for a code to a number without one yet. */
    ownerId: uuid('owner_id'),
    /** The code it carried; deleted with it, so an unsent code is not counted. */
    codeId: uuid('code_id').references(() => emailCodes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_sends_created_idx').on(t.createdAt),
    index('sms_sends_owner_idx')
      .on(t.ownerId, t.createdAt)
      .where(sql`${t.ownerId} is not null`),
    check('sms_sends_kind_check', sql`${t.kind} in ('code', 'notice')`),
  ],
);

/** Proof that an email was verified (registration) or a reset was allowed (reset link). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<'registration' | 'reset'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_email_idx').on(t.email, t.purpose),
    check('auth_tokens_purpose_check', sql`${t.purpose} in ('registration', 'reset')`),
  ],
);

/**
 * Failed sign-ins, one row per account and client address (issue 11): how many since the last
 * day without one, the latest at `created_at`, and when that address may try that account
 * again. Checked and counted by one conditional upsert (`codes.repository.ts`,
 * `claimSignInTry`); a right password clears the address's row. The sum over an account's rows
 * of the last hour is its failures from every address.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: rowId(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    failures: integer('failures').notNull().default(1),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_failures_email_idx').on(t.email, t.createdAt),
    uniqueIndex('sign_in_failures_email_address_idx').on(t.email, t.address),
  ],
);

/** When an account's owner was last told by mail that someone is guessing its password (at most hourly). */
export const signInAlerts = pgTable('sign_in_alerts', {
  email: text('email').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many times an account did a capped thing (submit a post, save an item, upload a picture,
 * a land document or review photos: issue 28) on one Dhaka calendar day (issue 11): counted up
 * by one conditional upsert, so the check and the count are one atomic statement
 * (`accounts/daily-counts.repository.ts`).
 */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').$type<DailyCountKind>().notNull(),
    day: text('day').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.day] }),
    check(
      'daily_counts_kind_check',
      sql`${t.kind} in ('post', 'save', 'comment', 'profilePicture', 'document', 'reviewPhoto')`,
    ),
  ],
);
