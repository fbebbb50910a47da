// Column shapes every domain's tables share, so each rule is written once: when a row was made or last changed,
// and a row that belongs to another and goes with it. Builders, not tables: drizzle-kit sees only their columns.
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** When the row was made: set by the database at insert. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: the database sets it at insert, each update sets it again (`now()`). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The id of the row this one belongs to: always there, and deleted with it (ON DELETE CASCADE). */
export const belongsTo = <TName extends string>(name: TName, parentId: () => AnyPgColumn) =>
  integer(name).notNull().references(parentId, { onDelete: 'cascade' });
