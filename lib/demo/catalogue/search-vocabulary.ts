// Words and phrases of the catalogue for search hints and typo correction (tables search_lexicon, search_phrases).
// Accumulated while products are generated, so a catalogue of any size needs no second pass.
import type { GeneratedCategory, GeneratedProduct } from './catalogue-generator';
import { BRAND_INFO } from './product-families';
import { vocabularyPhrase as normalizePhrase, vocabularyWords as normalizeWords } from '@/lib/search/normalize';

const CYRILLIC = /[а-яё]/i;

export class SearchVocabulary {
  private readonly words = new Map<string, number>();
  private readonly phrases = new Map<string, number>();
  private readonly brands = new Map<string, number>();
  private readonly perCategory = new Map<number, number>();

  addProduct(product: GeneratedProduct): void {
    this.addWords(product.name, 1);
    bump(this.brands, product.brand, 1);
    bump(this.perCategory, product.categoryId, 1);
    if (product.extraCategoryId !== null) bump(this.perCategory, product.extraCategoryId, 1);
    for (const phrase of product.phrases) bump(this.phrases, normalizePhrase(phrase), 1);
  }

  /** Call once, after the products: category and brand weights depend on how many products they have. */
  finish(categories: GeneratedCategory[]): {
    lexicon: { word: string; freq: number }[];
    phrases: { phrase: string; weight: number }[];
  } {
    for (const category of categories) {
      const count = this.perCategory.get(category.id) ?? 0;
      this.addWords(category.name, Math.max(1, count));
      // Category names rank above product phrases of the same size.
      bump(this.phrases, normalizePhrase(category.name), 3 * Math.max(1, count));
    }
    for (const [brand, count] of this.brands) {
      this.addWords(brand, count);
      bump(this.phrases, normalizePhrase(brand), 2 * count);
      const ru = BRAND_INFO[brand]?.ru;
      // Russian spellings of Latin brands (`барби`, `лего`) are what shoppers type.
      if (ru && CYRILLIC.test(ru)) {
        this.addWords(ru, count);
        bump(this.phrases, normalizePhrase(ru), 2 * count);
      }
    }
    return {
      lexicon: [...this.words].map(([word, freq]) => ({ word, freq })),
      phrases: [...this.phrases]
        .filter(([phrase]) => phrase.length >= 2)
        .map(([phrase, weight]) => ({ phrase, weight })),
    };
  }

  private addWords(text: string, times: number): void {
    for (const word of normalizeWords(text)) bump(this.words, word, times);
  }
}

function bump<K>(map: Map<K, number>, key: K, by: number): void {
  map.set(key, (map.get(key) ?? 0) + by);
}
