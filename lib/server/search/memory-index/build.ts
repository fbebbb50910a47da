// Builds the in-process search index from the database: the lexicon with PostgreSQL's stem of each word (one
// statement), the phrases, then the active products' lexemes chunk by chunk (the event loop runs between chunks).
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import { MemoryLexicon, type LexiconEntry, type Stemmer } from './lexicon';
import { MemoryPhrases, type PhraseEntry } from './phrases';
import { ENGLISH_STOP_WORDS, RUSSIAN_STOP_WORDS, russianConfigStem } from './stem';
import { ProductIndexBuilder, type ProductIndex, type ProductRow } from './products';

export type MemorySearchIndex = {
  lexicon: MemoryLexicon;
  phrases: MemoryPhrases;
  products: ProductIndex;
  /** The stamp of the catalogue state it was built from (../index-version.ts). */
  version: string;
  buildMs: number;
};

/** Products read per statement: about a megabyte of text (PGlite runs each statement on the event loop). */
const CHUNK = 2000;

/** A word's lexeme under the Russian configuration, as search_doc and to_tsquery make it ('' for a stop word). */
const stemSql = (word: ReturnType<typeof sql>) =>
  sql`coalesce(array_to_string(tsvector_to_array(to_tsvector('russian', ${word})), ' '), '')`;

function stemmerOf(db: DbOrTx): Stemmer {
  return async (words) => {
    const rows = await queryRows<{ word: string; stem: string }>(
      db,
      sql`select w as word, ${stemSql(sql`w`)} as stem
        from (values ${sql.join(
          words.map((w) => sql`(${w}::text)`),
          sql`, `,
        )}) as v(w)`,
    );
    return new Map(rows.map((r) => [r.word, r.stem]));
  };
}

/**
 * Whether the stems made in process (./stem.ts) are the database's: those of the lexicon's words (read already) and
 * of the stop words (one statement). Else unknown words are stemmed by the database, one statement per query.
 */
async function stemsAgree(words: LexiconEntry[], stemmer: Stemmer): Promise<boolean> {
  const stopWords = [...RUSSIAN_STOP_WORDS, ...ENGLISH_STOP_WORDS];
  const expected = [...words.map((w): [string, string] => [w.word, w.stem]), ...(await stemmer(stopWords))];
  const differ = expected.filter(([word, stem]) => {
    const local = russianConfigStem(word);
    return local !== undefined && local !== stem;
  });
  if (differ.length) {
    const examples = differ.slice(0, 5).map(([word, stem]) => `${word}: ${stem} ≠ ${russianConfigStem(word)}`);
    console.warn(`[search] in-process stems differ from the database's (${examples.join(', ')}): asking it instead`);
  }
  return differ.length === 0;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function buildSearchIndex(db: DbOrTx, version: string): Promise<MemorySearchIndex> {
  const started = performance.now();
  const words = await queryRows<LexiconEntry>(
    db,
    sql`select word, freq, ${stemSql(sql`word`)} as stem from search_lexicon`,
  );
  const stemmer = stemmerOf(db);
  const lexicon = new MemoryLexicon(words, stemmer, (await stemsAgree(words, stemmer)) ? russianConfigStem : null);
  const phrases = new MemoryPhrases(await queryRows<PhraseEntry>(db, sql`select phrase, weight from search_phrases`));
  const builder = new ProductIndexBuilder();
  for (let after = 0; ;) {
    const rows = await queryRows<ProductRow>(
      db,
      sql`select id, search_doc::text as doc, orders_count as orders, views, stock from products
        where is_active and id > ${after} order by id limit ${CHUNK}`,
    );
    for (const row of rows) builder.add(row);
    if (rows.length < CHUNK) break;
    after = rows[rows.length - 1].id;
    await nextTurn();
  }
  await nextTurn();
  const products = builder.finish();
  return { lexicon, phrases, products, version, buildMs: Math.round(performance.now() - started) };
}
