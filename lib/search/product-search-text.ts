// What the search indexes for a product besides its name (products.search_text, weighted under the name in
// search_doc): brand, categories, article, and the other alphabet's spelling of the name and brand, so `barbi`
// finds «Барби» and `барби` finds «Barbie». One rule for every way a product is written: the back office's form,
// the CSV import and the demo seed all go through lib/server/search/index-products.ts, which calls this.
import { latinToCyrillic, transliterate } from './translit';

export type SearchableProduct = {
  name: string;
  brand: string;
  article: string;
  categoryNames: readonly string[];
  /** Other names of the brand shoppers type (search_synonyms), e.g. `Барби` for Barbie. */
  brandSynonyms?: string;
};

const LATIN = /[a-z]/i;
const CYRILLIC = /[а-яё]/i;
const QUOTES = /[«»"„“]/g;

export function productSearchText(p: SearchableProduct): string {
  const parts = [p.brand, p.brandSynonyms ?? '', ...p.categoryNames, p.article];
  for (const text of [p.name, p.brand]) {
    if (CYRILLIC.test(text)) parts.push(transliterate(text));
    // Only the Latin words get a Cyrillic reading: «Кукла Barbie» adds `барбие`, not the Russian words again.
    const latinWords = text.split(/\s+/).filter((w) => LATIN.test(w) && !CYRILLIC.test(w));
    if (latinWords.length) parts.push(latinToCyrillic(latinWords.join(' ')));
  }
  return [...new Set(parts.map((s) => s.replace(QUOTES, '').trim()).filter(Boolean))].join(' ');
}
