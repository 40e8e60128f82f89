import type { sessions, users } from './accounts.schema.ts';

/**
 * The accounts module's records, for the modules it hands its repository to (ADR 009): they
 * name these types, never the repository file itself.
 */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt'>>;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * What other modules show of an account beside their own records: a poster, an actor, an owner;
 * and the language it reads, which staff write to it in (issue 64).
 */
export type UserSummary = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'phone' | 'proPic' | 'status' | 'suspendedUntil' | 'language'
>;

/**
 * What a staff search of accounts asks for (issue 41), read by the admin module: the owner of a
 * post (its id), a phone number (digits as typed) with the accounts whose posts carry it, or text.
 */
export type AccountMatch =
  { ids: readonly string[] } | { phone: string; alsoIds: readonly string[] } | { text: string };

/** Whom a notice goes to and how (issue 19, price drops): language, mail address, status, mail switch. */
export type NoticeRecipient = Pick<
  UserRow,
  'id' | 'email' | 'language' | 'status' | 'suspendedUntil' | 'mailPriceDrops'
>;

export type { UsersRepository } from './users.repository.ts';
export type { DailyCountsRepository } from './daily-counts.repository.ts';
