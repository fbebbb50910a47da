// Rebuilds the search vocabulary from the catalogue: search_lexicon (every word of active product names,
// brands, category names and phrases, with how many of them use it) and the category and brand phrases.
// Called by refreshSearchIndex (./index-products.ts) after every catalogue write that changes words; the search
// corrects and completes against it.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';

// The SQL twin of vocabularyWords/vocabularyPhrase (lib/search/normalize.ts), which the demo seeder uses.
/** Words as the search normalises them: lowercase, ё→е, letters only (a-z, а-я), at least two. */
const words = (text: SQL) => sql`unnest(tsvector_to_array(to_tsvector('simple', translate(${text}, 'Ёё', 'Ее'))))`;
/** A phrase as the search normalises queries: lowercase, ё→е, words of letters and digits single-spaced. */
const phrase = (text: SQL) => sql`trim(regexp_replace(translate(lower(${text}), 'ё', 'е'), '[^0-9a-zа-я]+', ' ', 'g'))`;

export async function rebuildSearchVocabulary(db: DbOrTx): Promise<{ words: number; phrases: number }> {
  return db.transaction(async (tx) => {
    // Category and brand names are what shoppers type most; weigh them by how many goods they hold.
    await tx.execute(sql`
      insert into search_phrases (phrase, weight)
      select ph, count(*)::int from (
        select ${phrase(sql`c.name`)} as ph from products p join categories c on c.id = p.category_id where p.is_active
        union all
        select ${phrase(sql`p.brand`)} from products p where p.is_active
      ) s where length(ph) >= 2 group by ph
      on conflict (phrase) do update set weight = greatest(search_phrases.weight, excluded.weight)`);
    await tx.execute(sql`delete from search_lexicon`);
    await tx.execute(sql`
      insert into search_lexicon (word, freq)
      select w, count(*)::int from (
        select ${words(sql`p.name || ' ' || p.brand`)} as w from products p where p.is_active
        union all select ${words(sql`c.name`)} from categories c
        union all select ${words(sql`s.phrase`)} from search_phrases s
      ) x where w ~ '^[a-zа-я]{2,}$' group by w`);
    const [counts] = await queryRows<{ words: number; phrases: number }>(
      tx,
      sql`select (select count(*) from search_lexicon)::int as words,
        (select count(*) from search_phrases)::int as phrases`,
    );
    return counts ?? { words: 0, phrases: 0 };
  });
}
