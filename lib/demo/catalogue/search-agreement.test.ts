// One search ranking (docs/adr/0110-one-search-ranking.md) on the demo catalogue: the hints box (from the in-process
// index, as the fast route answers, or from SQL until it is current) shows first what the results page shows first
// for the benchmark's fresh queries (scripts/search-queries.ts), and the in-process ranking orders every match
// exactly as the SQL does. The real service functions over PGlite in process.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { queryRows, type Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { wordsOf } from '@/lib/search/normalize';
import { pageOfProducts } from '@/lib/server/search/find-products';
import { searchHintsAndProducts, searchProducts, understandQuery } from '@/lib/server/search';
import { buildSearchIndex, type MemorySearchIndex } from '@/lib/server/search/memory-index/build';
import { compileQuery, rankProducts } from '@/lib/server/search/memory-index/rank-products';
import { stopHintCardsRefresh } from '@/lib/server/search/hint-cards';
import { stopSearchLogTimer } from '@/lib/server/search/search-log';
import { ranksApart } from '@/lib/server/search/understand-query';
import { freshSearchQueries } from '@/scripts/search-queries';
import { insertCatalogue } from './insert-catalogue';

jest.setTimeout(240_000);

/** The demo catalogue's size (SEED_PRODUCTS' default). */
const DEMO_PRODUCTS = 360;
const QUERIES = 300;

let client: PGlite;
let db: Db;
let index: MemorySearchIndex;
let queries: string[];

/** A repeatable stream of numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  const pg = drizzle(client, { schema });
  await migrate(pg, { migrationsFolder: path.join(process.cwd(), 'lib/db/migrations') });
  db = pg as unknown as Db;
  await db.transaction((tx) => insertCatalogue(tx, { products: DEMO_PRODUCTS, seed: 1 }));
  index = await buildSearchIndex(db, '');
  // As scripts/bench-search.ts makes them: words of product names, then a word and the start of another, with
  // typos and the other layout.
  const names = await queryRows<{ name: string }>(db, sql`select name from products order by id`);
  const words = [...new Set(names.flatMap((r) => wordsOf(r.name)).filter((w) => w.length >= 4 && !/\d/.test(w)))];
  const fresh = freshSearchQueries(words, seeded(26));
  queries = Array.from({ length: QUERIES }, fresh);
});

afterAll(async () => {
  stopSearchLogTimer();
  stopHintCardsRefresh();
  await client?.close();
});

const firstOfResults = async (q: string) =>
  (await searchProducts(db, q, { page: 1, perPage: 24 })).products[0]?.id ?? null;

describe('hints and results', () => {
  it.each([
    ['the in-process index (the fast route)', () => index],
    ['the database', () => null],
  ])('show the same first product from %s for at least 99 % of fresh queries', async (_, source) => {
    const differ: string[] = [];
    for (const q of queries) {
      const hint = (await searchHintsAndProducts(db, q, source())).products[0]?.id ?? null;
      const result = await firstOfResults(q);
      if (hint !== result) differ.push(`${q}: hint ${hint}, results ${result}`);
    }
    // At most 1 % differ (the differing ones are shown otherwise).
    expect(differ.length <= queries.length / 100 ? [] : differ).toEqual([]);
  });

  // The agreement is not one of empty answers.
  it('finds goods for most of the queries', async () => {
    let found = 0;
    for (const q of queries.slice(0, 100)) if (await firstOfResults(q)) found++;
    expect(found).toBeGreaterThan(50);
  });
});

describe('the in-process ranking', () => {
  it('orders every match as the SQL does, score for score', async () => {
    let compared = 0;
    for (const q of [...queries.slice(0, 150), 'кук', 'кукла', 'lego', 'kk-00001', '12', 'и', 'для кукол']) {
      const understood = await understandQuery(db, q);
      if (!understood.match.length) continue;
      const sqlOrder = await pageOfProducts(db, understood, { limit: 1000, offset: 0 });
      const match = await compileQuery(index.products, index.lexicon, understood.match);
      const rank = ranksApart(understood) ? await compileQuery(index.products, index.lexicon, understood.rank) : null;
      const memoryOrder = rankProducts(index.products, match, rank, 1000);
      expect({ q, ids: memoryOrder.map((r) => r.id) }).toEqual({ q, ids: sqlOrder.products.map((p) => p.id) });
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });
});
