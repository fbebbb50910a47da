// What the demo knows of how shoppers search its goods, for the search service to build on: the phrases offered as
// hints (product types of each family, categories and brands, weighed by how many goods they hold) and the Russian
// names of its Latin brands (search_synonyms). Accumulated while products are generated, so a catalogue of any size
// needs no second pass. The words of the vocabulary and each product's search text are the search service's
// (lib/server/search/index-products.ts), as for any other product.
import type { GeneratedCategory, GeneratedProduct } from './catalogue-generator';
import { BRAND_INFO } from './product-families';
import { vocabularyPhrase as normalizePhrase } from '@/lib/search/normalize';

const CYRILLIC = /[а-яё]/i;

export class SearchVocabulary {
  private readonly phrases = new Map<string, number>();
  private readonly brands = new Map<string, number>();
  private readonly perCategory = new Map<number, number>();

  addProduct(product: GeneratedProduct): void {
    bump(this.brands, product.brand, 1);
    bump(this.perCategory, product.categoryId, 1);
    if (product.extraCategoryId !== null) bump(this.perCategory, product.extraCategoryId, 1);
    for (const phrase of product.phrases) bump(this.phrases, normalizePhrase(phrase), 1);
  }

  /** Call once, after the products: category and brand weights depend on how many products they have. */
  finish(categories: GeneratedCategory[]): {
    phrases: { phrase: string; weight: number }[];
    synonyms: { term: string; synonyms: string }[];
  } {
    for (const category of categories) {
      const count = this.perCategory.get(category.id) ?? 0;
      // Category names rank above product phrases of the same size.
      bump(this.phrases, normalizePhrase(category.name), 3 * Math.max(1, count));
    }
    const synonyms: { term: string; synonyms: string }[] = [];
    for (const [brand, count] of this.brands) {
      bump(this.phrases, normalizePhrase(brand), 2 * count);
      const ru = BRAND_INFO[brand]?.ru;
      // Russian spellings of Latin brands (`барби`, `лего`) are what shoppers type.
      if (ru && CYRILLIC.test(ru)) {
        bump(this.phrases, normalizePhrase(ru), 2 * count);
        synonyms.push({ term: brand.toLowerCase(), synonyms: ru });
      }
    }
    return {
      synonyms,
      phrases: [...this.phrases]
        .filter(([phrase]) => phrase.length >= 2)
        .map(([phrase, weight]) => ({ phrase, weight })),
    };
  }
}

function bump<K>(map: Map<K, number>, key: K, by: number): void {
  map.set(key, (map.get(key) ?? 0) + by);
}
