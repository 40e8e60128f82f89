import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One visit, recorded once per app load by `POST /api/dvd` (spec §3, Visitor record). */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    month: text('month').notNull(),
    deviceType: text('device_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visits_created_at_idx').on(t.createdAt),
    check('visits_device_type_check', sql`${t.deviceType} in ('mobile', 'desktop')`),
  ],
);

/** Small facts about the installation itself, e.g. which demo-seed steps have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member account (spec §3, User). Personal fields are nullable until the profile is completed. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    gender: text('gender'),
    birthDate: text('birth_date'),
    bio: text('bio'),
    occupation: text('occupation'),
    addressDivision: text('address_division'),
    addressDistrict: text('address_district'),
    addressSubDistrict: text('address_sub_district'),
    addressMore: text('address_more'),
    proPic: text('pro_pic'),
    role: text('role').notNull().default('user'),
    status: text('status').notNull().default('normal'),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    showEmail: boolean('show_email').notNull().default(false),
    showPhone: boolean('show_phone').notNull().default(false),
    showAddress: boolean('show_address').notNull().default(false),
    showBirthDate: boolean('show_birth_date').notNull().default(false),
    language: text('language').notNull().default('bn'),
    nameChangedAt: timestamp('name_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'support', 'admin')`),
    check('users_status_check', sql`${t.status} in ('normal', 'suspended', 'Disabled')`),
  ],
);

/** A signed-in device. Only the SHA-256 of the bearer token is kept (ARCHITECTURE, API). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** 6-digit codes mailed for registration or password reset: hashed, short-lived, single use. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_codes_email_idx').on(t.email, t.purpose, t.createdAt),
    check('email_codes_purpose_check', sql`${t.purpose} in ('register', 'reset')`),
  ],
);

/** Proof that an email was verified (registration) or a reset was allowed (reset link). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_tokens_email_idx').on(t.email, t.purpose),
    check('auth_tokens_purpose_check', sql`${t.purpose} in ('registration', 'reset')`),
  ],
);

/** Failed sign-ins, counted per account so a password cannot be guessed from many addresses. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_email_idx').on(t.email, t.createdAt)],
);
