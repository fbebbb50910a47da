// The search service against a real (in-process) PostgreSQL: PGlite with pg_trgm and the project's migrations.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { TAG } from '@/lib/cache/policy';
import { queryRows, type Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { ruToEnLayout } from '@/lib/search/keyboard-layout';
import { clearLocalCaches } from '@/lib/server/cache/invalidate';
import { findHints, MAX_HINTS } from './hints';
import {
  currentSearchIndex,
  rebuildSearchVocabulary,
  refreshSearchIndex,
  searchHintsAndProducts,
  searchIndexSettled,
  searchProducts,
  understandQuery,
} from './index';
import { MemoryLexicon } from './memory-index/lexicon';
import { ENGLISH_STOP_WORDS, RUSSIAN_STOP_WORDS, russianConfigStem } from './memory-index/stem';
import { TrigramIndex } from './memory-index/trigrams';
import { buildSearchIndex, type MemorySearchIndex } from './memory-index/build';
import { renderTsQuery } from './ts-query';
import { readQuery } from './understand-query';
import { stopSearchLogTimer } from './search-log';

jest.setTimeout(60_000);

let client: PGlite;
let db: Db;
let index: MemorySearchIndex;

const CATEGORIES = [
  { id: 1, alias: '/kukly', name: 'Куклы', image: '/c/1.svg' },
  { id: 2, alias: '/konstruktory', name: 'Конструкторы', image: '/c/2.svg' },
  { id: 3, alias: '/myagkie-igrushki', name: 'Мягкие игрушки', image: '/c/3.svg' },
  { id: 4, alias: '/nastolnye-igry', name: 'Настольные игры', image: '/c/4.svg' },
];

type Extra = Partial<typeof schema.products.$inferInsert>;
const PRODUCTS: [name: string, brand: string, categoryId: number, extra?: Extra][] = [
  ['Кукла Барби Модница в розовом платье', 'Barbie', 1, { ordersCount: 50 }],
  ['Кукла Полина в джинсовом комбинезоне 47 см', 'Весна', 1],
  ['Игровой набор Barbie Кафе', 'Barbie', 1],
  ['Коляска для кукол', 'Карапуз', 1],
  ['Конструктор Lego City Эвакуатор', 'Lego', 2, { ordersCount: 30 }],
  ['Конструктор Кубики деревянные 24 детали', 'Десятое королевство', 2],
  ['Мягкая игрушка Слон Плюша 30 см', 'Tilly', 3],
  ['Большой плюшевый медведь Тедди 100 см', 'Maxitoys', 3],
  ['Кукла Маша снятая с продажи', 'Весна', 1, { isActive: false }],
  ['Настольная игра Монополия', 'Hasbro', 4],
  ['Сортер «Ёжик» со звуком', 'Мир игрушек', 3, { stock: 0 }],
];

/** As the catalogue generator does: the Russian spelling of a Latin brand is searchable too. */
const BRAND_RU: Record<string, string> = { Barbie: 'Барби', Lego: 'Лего' };

const article = (i: number) => ({ article: `KK-${String(i + 1).padStart(6, '0')}` });

const PHRASES: [string, number][] = [
  ['кукла барби', 40],
  ['кукла', 60],
  ['кукла весна', 10],
  ['одежда для кукол', 8],
  ['конструктор lego', 30],
  ['конструктор лего', 25],
  ['мягкая игрушка', 35],
  ['плюшевый медведь', 12],
];

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  const pg = drizzle(client, { schema });
  await migrate(pg, { migrationsFolder: path.join(process.cwd(), 'lib/db/migrations') });
  db = pg as unknown as Db;
  await db.insert(schema.categories).values(CATEGORIES);
  await db.insert(schema.products).values(
    PRODUCTS.map(([name, brand, categoryId, extra], i) => ({
      ...article(i),
      alias: `/p-${i + 1}.html`,
      name,
      brand,
      categoryId,
      price: 1000 + i,
      stock: 5,
      images: [`/img/${i + 1}.svg`],
      searchText: `${brand} ${BRAND_RU[brand] ?? ''} ${CATEGORIES[categoryId - 1].name} ${article(i).article}`,
      ...extra,
    })),
  );
  await db.insert(schema.searchPhrases).values(PHRASES.map(([phrase, weight]) => ({ phrase, weight })));
  await rebuildSearchVocabulary(db);
  index = await buildSearchIndex(db, '');
});

afterAll(async () => {
  // recordSearch started the search log's minute timer; it must not fire into a later test file's environment.
  stopSearchLogTimer();
  await client?.close();
});

const names = (products: { name: string }[]) => products.map((p) => p.name);

describe('rebuildSearchVocabulary', () => {
  it('collects the words of names, brands, categories and phrases, and adds category and brand phrases', async () => {
    const words = (await db.select().from(schema.searchLexicon)).map((r) => r.word);
    expect(words).toEqual(expect.arrayContaining(['кукла', 'барби', 'lego', 'эвакуатор', 'куклы', 'лего']));
    expect(words).not.toContain('47');
    expect(words).not.toContain('снятая'); // inactive products do not teach the search
    const phrases = (await db.select().from(schema.searchPhrases)).map((r) => r.phrase);
    expect(phrases).toEqual(expect.arrayContaining(['куклы', 'мягкие игрушки', 'barbie', 'десятое королевство']));
  });
});

// The same behaviour from the database and from the in-process index built from it.
describe.each(['database', 'in-process index'])('searchHintsAndProducts from the %s', (source) => {
  const search = (query: string) => searchHintsAndProducts(db, query, source === 'database' ? null : index);

  it('finds word forms: "куклы" finds "Кукла …"', async () => {
    const res = await search('куклы');
    expect(names(res.products)).toEqual(expect.arrayContaining(['Кукла Барби Модница в розовом платье']));
    expect(res.corrected).toBeNull();
  });

  it('forgives a typo: "кукал" finds the doll', async () => {
    const res = await search('кукал');
    expect(names(res.products)).toContain('Кукла Барби Модница в розовом платье');
    expect(res.corrected).toBe('кукла');
  });

  it('reads a wrong keyboard layout: "rerkf" finds the doll', async () => {
    const res = await search('rerkf');
    expect(names(res.products)).toContain('Кукла Барби Модница в розовом платье');
    expect(res.corrected).toBe('кукла');
    expect(res.hints[0]).toMatch(/^кукла/);
  });

  it('reads Latin spelling: "barbi" finds «Барби»', async () => {
    const res = await search('barbi');
    expect(names(res.products)).toContain('Кукла Барби Модница в розовом платье');
    expect(res.corrected).toBe('барби');
  });

  it('keeps Latin brand names searchable: "lego" and "лего"', async () => {
    for (const q of ['lego', 'лего', 'дупщ']) {
      const res = await search(q);
      expect(names(res.products)).toEqual(['Конструктор Lego City Эвакуатор']);
    }
  });

  it('completes the word being typed and ranks the popular match first', async () => {
    const res = await search('кук');
    expect(res.products[0].name).toBe('Кукла Барби Модница в розовом платье');
    expect(res.hints.slice(0, 3)).toEqual(['кукла', 'кукла барби', 'кукла весна']);
    expect(res.products.every((p) => p.in_stock && p.image.startsWith('/img/'))).toBe(true);
    expect(names(res.products)).not.toContain('Кукла Маша снятая с продажи');
  });

  it('corrects a one-letter typo in a short word: "лнго"', async () => {
    const res = await search('лнго');
    expect(res.corrected).toBe('лего');
    expect(names(res.products)).toEqual(['Конструктор Lego City Эвакуатор']);
  });

  it('combines words and finds an article', async () => {
    // The doll by its name first, then the Barbie set by its brand and category.
    expect(names((await search('кукла барби')).products)).toEqual([
      'Кукла Барби Модница в розовом платье',
      'Игровой набор Barbie Кафе',
    ]);
    const bySku = await search('KK-000005');
    expect(names(bySku.products)).toEqual(['Конструктор Lego City Эвакуатор']);
  });

  it('reads the start of a word even when it is a stop word ("нас", "со")', async () => {
    expect(names((await search('нас')).products)).toEqual(['Настольная игра Монополия']);
    expect(names((await search('со')).products)).toContain('Сортер «Ёжик» со звуком');
  });

  it('folds ё and reports stock', async () => {
    const [sorter] = (await search('ежик')).products;
    expect(sorter).toMatchObject({ name: 'Сортер «Ёжик» со звуком', in_stock: false });
  });

  it('corrects swapped letters in a longer word: "habsro"', async () => {
    const res = await search('habsro');
    expect(res.corrected).toBe('hasbro');
    expect(names(res.products)).toEqual(['Настольная игра Монополия']);
  });

  it('falls back to goods matching some of the words', async () => {
    const res = await search('монополия эвакуатор');
    expect(names(res.products).sort()).toEqual(['Конструктор Lego City Эвакуатор', 'Настольная игра Монополия']);
  });

  it('returns nothing for an empty or punctuation-only query', async () => {
    expect(await search('   ')).toEqual({ hints: [], products: [], corrected: null, understood: { words: [] } });
    expect(await search('!!! ???')).toEqual({ hints: [], products: [], corrected: null, understood: { words: [] } });
  });

  it('treats SQL and tsquery syntax as plain text', async () => {
    for (const q of ["'; drop table products; --", 'кукла & | ! :* (', '\\%_']) {
      await expect(search(q)).resolves.toBeDefined();
    }
    expect((await db.select().from(schema.products)).length).toBe(PRODUCTS.length);
  });
});

describe('searchProducts', () => {
  it('pages results and counts them', async () => {
    const first = await searchProducts(db, 'кукла', { page: 1, perPage: 2 });
    // The three dolls by name and the pram by its category «Куклы».
    expect(first.total).toBe(4);
    expect(first.products).toHaveLength(2);
    expect(first.suggestions).toEqual([]);
    const second = await searchProducts(db, 'кукла', { page: 2, perPage: 2 });
    expect(second.products).toHaveLength(2);
    expect(second.total).toBe(4);
    expect(new Set(names([...first.products, ...second.products])).size).toBe(4);
    const beyond = await searchProducts(db, 'кукла', { page: 5, perPage: 2 });
    expect(beyond).toMatchObject({ products: [], total: 4 });
  });

  it('gives no products but suggestions for nonsense', async () => {
    const res = await searchProducts(db, 'жщфыхъ', { page: 1, perPage: 24 });
    expect(res.products).toEqual([]);
    expect(res.total).toBe(0);
    expect(res.suggestions.length).toBeGreaterThan(0);
  });

  it('offers goods matching some of the words, with suggestions, when all of them match nothing', async () => {
    const res = await searchProducts(db, 'монополия эвакуатор', { page: 1, perPage: 24 });
    expect(res.total).toBe(2);
    expect(res.suggestions.length).toBeGreaterThan(0);
  });

  it('suggests the nearest phrases for a near miss', async () => {
    const res = await searchProducts(db, 'плюшевый жираф', { page: 1, perPage: 24 });
    expect(res.suggestions).toContain('плюшевый медведь');
  });
});

describe('understandQuery', () => {
  it('builds a prefix tsquery over the readings it believes', async () => {
    const q = await understandQuery(db, 'rerkf ,fh');
    expect(q.understood).toBe('кукла бар');
    expect(renderTsQuery(q.match)).toBe('(кукла | rerkf) & (бар:* | fh:*)');
    // Ranked by the likeliest completion of the word being typed.
    expect(renderTsQuery(q.rank)).toBe('(кукла | rerkf) & барби');
  });
});

describe('the in-process index', () => {
  it('measures trigram similarity as pg_trgm does', async () => {
    const pairs = [
      ['лнго', 'лего'],
      ['habsro', 'hasbro'],
      ['кукла барби', 'кукла'],
      ['плюшевый жираф', 'плюшевый медведь'],
      ['конструктор lego', 'lego'],
    ];
    for (const [a, b] of pairs) {
      const [row] = await queryRows<{ sim: number }>(db, sql`select similarity(${a}, ${b})::float8 as sim`);
      const mine = new TrigramIndex([b]).similar(a, 0)[0]?.similarity ?? 0;
      expect(mine).toBeCloseTo(row.sim, 6);
    }
  });

  it('reads queries as the database does: prefixes, typos, layouts, transliteration, forms', async () => {
    const queries = [
      'кук',
      'кукал',
      'rerkf ,fh',
      'barbi',
      'лнго',
      'habsro',
      'куклы ',
      'мягкие игр',
      'дупщ',
      'KK-000005',
      // A stop word being typed (`со` of `сортер`, `we` of a Latin brand): searched unstemmed by both.
      'кукла со',
      'lego we',
    ];
    for (const q of queries) {
      expect({ q, ...(await readQuery(index.lexicon, q)) }).toEqual({ q, ...(await understandQuery(db, q)) });
    }
  });

  it("stems words outside the lexicon as PostgreSQL's russian configuration does, with no statement", async () => {
    // Word forms, typos (swapped, dropped, doubled letters), the other layout, Latin words, stop words of both lists.
    const words = ['куклами', 'игрушечных', 'конструкторов', 'плюшевому', 'медвежонка', 'журнал', 'пушистые'];
    for (const w of [...words]) {
      words.push(w.slice(0, 2) + w[3] + w[2] + w.slice(4), w.slice(0, 3) + w.slice(4), w + w.at(-1));
      words.push(ruToEnLayout(w));
    }
    words.push('dolls', 'running', 'barbie', 'hasbro', 'generously', 'и', 'для', 'со', 'the', 'of', 'ее', 'еще');
    words.push(...RUSSIAN_STOP_WORDS, ...ENGLISH_STOP_WORDS);
    // The query's words are letters of one alphabet (the other layout's punctuation splits them).
    const plain = words.filter((w) => /^([a-z]+|[а-я]+)$/.test(w));
    expect(plain.length).toBeGreaterThan(300);
    const rows = await queryRows<{ word: string; stem: string }>(
      db,
      sql`select w as word, coalesce(array_to_string(tsvector_to_array(to_tsvector('russian', w)), ' '), '') as stem
        from unnest(string_to_array(${plain.join(' ')}, ' ')) as w`,
    );
    expect(rows.map((r) => [r.word, russianConfigStem(r.word)])).toEqual(rows.map((r) => [r.word, r.stem]));
    // Words of another shape are left to the database.
    expect(russianConfigStem('кукла2')).toBeUndefined();
    expect(russianConfigStem('ёлка')).toBeUndefined();

    const asked: string[][] = [];
    const lexicon = new MemoryLexicon(
      index.lexicon.words.map((word, id) => ({ word, freq: index.lexicon.freq[id], stem: index.lexicon.stems[id] })),
      async (w) => (asked.push(w), new Map(w.map((x) => [x, 'db']))),
      russianConfigStem,
    );
    expect(Object.fromEntries(await lexicon.stemsOf(['куклами', 'rerkf', 'кукла2']))).toEqual({
      куклами: 'кукл',
      rerkf: 'rerkf',
      кукла2: 'db',
    });
    expect(asked).toEqual([['кукла2']]);
  });

  it('completes from phrases, words in phrases, similar phrases and the lexicon as the database does', async () => {
    for (const base of ['кук', 'кукла', 'барби', 'lego', 'плюшевый жираф', 'кукла м', 'мед', 'zzz']) {
      expect({ base, hints: index.phrases.hints(index.lexicon, base, MAX_HINTS) }).toEqual({
        base,
        hints: await findHints(db, base),
      });
    }
  });

  it('is built at the first search, answered by SQL until then, and rebuilt after a catalogue change', async () => {
    expect(currentSearchIndex(db)).toBeNull();
    const first = await searchIndexSettled();
    expect(currentSearchIndex(db)).toBe(first);
    expect((await searchHintsAndProducts(db, 'зубастик', first)).products).toEqual([]);

    const [added] = await db
      .insert(schema.products)
      .values({
        article: 'KK-999',
        alias: '/p-zub.html',
        name: 'Трактор Зубастик',
        brand: 'Полесье',
        categoryId: 2,
        price: 500,
        stock: 3,
        images: ['/img/z.svg'],
      })
      .returning({ id: schema.products.id });
    await refreshSearchIndex(db, [added.id]);
    // What the back office does after its transaction: invalidate the copies that show products.
    clearLocalCaches([TAG.search]);
    expect(currentSearchIndex(db)).toBeNull();
    const rebuilt = await searchIndexSettled();
    expect(rebuilt).not.toBe(first);
    expect(names((await searchHintsAndProducts(db, 'зубаст', rebuilt)).products)).toEqual(['Трактор Зубастик']);
    // An invalidation that changed no words (stock, price): the same index, after one look at the stamp.
    clearLocalCaches([TAG.search]);
    expect(currentSearchIndex(db)).toBeNull();
    expect(await searchIndexSettled()).toBe(rebuilt);
    expect(currentSearchIndex(db)).toBe(rebuilt);
  });
});
