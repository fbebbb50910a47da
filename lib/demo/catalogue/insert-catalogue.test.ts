// Seeding against a real (in-process) PostgreSQL: PGlite with pg_trgm and the project's migrations.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { queryRows, type Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { seedCatalogueIfEmpty } from './seed-if-empty';

jest.setTimeout(60_000);

let client: PGlite;
let db: Db;

beforeAll(async () => {
  process.env.SEED_PRODUCTS = '300';
  client = new PGlite({ extensions: { pg_trgm } });
  const pg = drizzle(client, { schema });
  await migrate(pg, { migrationsFolder: path.join(process.cwd(), 'lib/db/migrations') });
  db = pg as unknown as Db;
  jest.spyOn(console, 'log').mockImplementation(() => {});
  await seedCatalogueIfEmpty(db);
});

afterAll(async () => {
  await client?.close();
});

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0];

describe('seedCatalogueIfEmpty', () => {
  it('writes categories, products and their category links', async () => {
    const counts = await one<{ c: number; p: number; pc: number; extra: number }>(sql`
      select (select count(*) from categories)::int c, (select count(*) from products)::int p,
        (select count(*) from product_categories)::int pc,
        (select count(*) from product_categories x join products p on p.id = x.product_id and x.category_id <> p.category_id)::int extra`);
    expect(counts.c).toBeGreaterThanOrEqual(12);
    expect(counts.p).toBe(300);
    expect(counts.pc).toBe(300 + counts.extra);
    expect(counts.extra).toBeGreaterThan(0);
  });

  it('does nothing when the catalogue exists', async () => {
    await seedCatalogueIfEmpty(db);
    expect((await one<{ p: number }>(sql`select count(*)::int p from products`)).p).toBe(300);
  });

  it('moves the id sequences past the inserted rows', async () => {
    const row = await one<{ id: number }>(sql`
      insert into products (alias, name, price, article, category_id) values ('/x.html', 'Тест', 100, 'TEST-1', 1) returning id`);
    expect(row.id).toBe(301);
    await db.execute(sql`delete from products where id = 301`);
  });

  it('fills the search vocabulary, including brand spellings and product-type phrases', async () => {
    const words = (await queryRows<{ word: string }>(db, sql`select word from search_lexicon`)).map((r) => r.word);
    expect(words).toEqual(expect.arrayContaining(['кукла', 'барби', 'barbie', 'игрушка']));
    for (const w of words) expect(w).toMatch(/^[a-zа-я]{2,}$/);
    const phrases = new Map(
      (await queryRows<{ phrase: string; weight: number }>(db, sql`select phrase, weight from search_phrases`)).map(
        (r) => [r.phrase, r.weight],
      ),
    );
    expect(phrases.has('куклы')).toBe(true);
    expect(phrases.has('мягкая игрушка')).toBe(true);
    expect(phrases.has('кукла барби')).toBe(true);
    expect(phrases.get('куклы')!).toBeGreaterThan(phrases.get('кукла барби')!);
  });

  it('makes products findable in Russian and by Latin transliteration', async () => {
    const count = async (q: string) =>
      (
        await one<{ n: number }>(
          sql`select count(*)::int n from products where search_doc @@ plainto_tsquery('russian', ${q})`,
        )
      ).n;
    expect(await count('барби')).toBeGreaterThan(0);
    expect(await count('barbi')).toBeGreaterThan(0);
    expect(await count('куклы')).toBeGreaterThan(0);
  });
});
