// Paged lists (the back office's): page N, counted from 1, of `size` rows skips the (N − 1) × size rows before it.
import type { PgSelect } from 'drizzle-orm/pg-core';

/** Page `page` of `size` rows of a query built with `.$dynamic()`. */
export const onPage = <T extends PgSelect>(query: T, page: number, size: number) =>
  query.limit(size).offset((page - 1) * size);
