// The hints box answered from the in-process index: the query read against its lexicon, completions from its
// phrases, goods ranked in memory exactly as the SQL ranks them (./rank-products.ts); then one statement reads the
// winners' cards by primary key (fresh price, stock and visibility), with a few spare ids in case some were hidden
// meanwhile.
import type { DbOrTx } from '@/lib/db/client';
import { cardsOfRanked } from '../find-products';
import type { HintSources } from '../hint-sources';
import { MAX_HINTS } from '../hints';
import { ranksApart, readQuery } from '../understand-query';
import type { MemorySearchIndex } from './build';
import { compileQuery, rankProducts } from './rank-products';

/** Ids read beyond those wanted, for goods hidden or sold out since the index was built. */
const SPARE_IDS = 4;

export function memoryHintSources(db: DbOrTx, index: MemorySearchIndex): HintSources {
  const { lexicon, phrases, products } = index;
  return {
    understand: (query) => readQuery(lexicon, query),
    hints: async (hintBase) => phrases.hints(lexicon, hintBase, MAX_HINTS),
    topProducts: async (query, limit) => {
      if (!query.match.length) return [];
      const match = await compileQuery(products, lexicon, query.match);
      const rank = ranksApart(query) ? await compileQuery(products, lexicon, query.rank) : null;
      return cardsOfRanked(db, rankProducts(products, match, rank, limit + SPARE_IDS), limit);
    },
  };
}
