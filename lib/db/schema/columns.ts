// Column shapes every domain's tables share, so each rule is written once: the row's id, when a row was made or last
// changed, a row that belongs to another and goes with it, and the PostgreSQL types drizzle has no builder for.
// Builders, not tables: drizzle-kit sees only their columns.
import { customType, integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The row's own id: a serial primary key named `id`. */
export const serialId = () => serial('id').primaryKey();

/** When the row was made: set by the database at insert. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: the database sets it at insert, each update sets it again (`now()`). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The id of the row this one belongs to: always there, and deleted with it (ON DELETE CASCADE). */
export const belongsTo = <TName extends string>(name: TName, parentId: () => AnyPgColumn) =>
  integer(name).notNull().references(parentId, { onDelete: 'cascade' });

/** A full-text search vector (PostgreSQL `tsvector`), read and written as its text form. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Raw bytes (PostgreSQL `bytea`), always read as a Buffer even where the driver hands back a Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
