// Where the hints box's answer comes from: the database (here) or the in-process index
// (./memory-index/hint-sources.ts). The service (./search-service.ts) combines either the same way.
import type { ProductCard } from '@/lib/api/catalog';
import type { DbOrTx } from '@/lib/db/client';
import { bestProducts } from './find-products';
import { findHints } from './hints';
import { understandQuery, type UnderstoodQuery } from './understand-query';

export type HintSources = {
  understand(query: string): Promise<UnderstoodQuery>;
  hints(hintBase: string): Promise<string[]>;
  topProducts(query: UnderstoodQuery, limit: number): Promise<ProductCard[]>;
};

export function sqlHintSources(db: DbOrTx): HintSources {
  return {
    understand: (query) => understandQuery(db, query),
    hints: (hintBase) => findHints(db, hintBase),
    topProducts: (query, limit) => bestProducts(db, query, limit),
  };
}
