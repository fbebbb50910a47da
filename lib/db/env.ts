import path from 'node:path';
import { z } from 'zod';

// The variables the database layer reads (the README's configuration table lists them with the rest).
const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  /** Absolute: PGlite's files are in DATA_DIR/pg, generated pictures in DATA_DIR/media. */
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => path.resolve(dir)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /** PostgreSQL ends a session idle this long inside a transaction (its locks and connection freed); 0: never. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SEC: z.coerce.number().int().min(0).max(3600).default(15),
  /** PostgreSQL cancels a statement running longer than this (migrations have none); 0: never. */
  DATABASE_STATEMENT_TIMEOUT_SEC: z.coerce.number().int().min(0).max(3600).default(30),
});

export type DbEnv = z.infer<typeof schema>;

let cached: DbEnv | undefined;

export function dbEnv(): DbEnv {
  cached ??= schema.parse({
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || undefined,
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SEC: process.env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SEC || undefined,
    DATABASE_STATEMENT_TIMEOUT_SEC: process.env.DATABASE_STATEMENT_TIMEOUT_SEC || undefined,
  });
  return cached;
}
