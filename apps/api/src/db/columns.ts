import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The columns most of the API's tables share, written once so that every table declares them
 * alike (the migrations already do). Each call makes a new column: a table never shares one.
 */

/** A row's own key: a random UUID the database draws on insert. */
export const rowId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was made, set by the database on insert. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: set on insert; its repository moves it when the row changes. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `createdAt` and `updatedAt`, for a table whose rows change after they are made. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The id of the row this one belongs to: always set, and this row is deleted with that one. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });
