// Query completions from memory, tier by tier as findHints (../hints.ts) asks the database: phrases that start
// with the query, phrases with a word that starts with it, similar phrases, then the last word completed from
// the lexicon. Phrases are category and brand names and the curated ones: hundreds, so a scan is cheapest.
import { NEAR_SIMILARITY } from '../word-facts';
import type { MemoryLexicon } from './lexicon';
import { byCodeUnit, prefixRange } from './sorted-strings';
import { TrigramIndex } from './trigrams';

export type PhraseEntry = { phrase: string; weight: number };

type Hint = { hint: string; weight: number; tier: number };

/** The best `limit` of a list by the order given (a copy). */
const top = <T>(items: T[], order: (a: T, b: T) => number, limit: number) => items.sort(order).slice(0, limit);

const byWeight = (a: Hint, b: Hint) => b.weight - a.weight || byCodeUnit(a.hint, b.hint);

export class MemoryPhrases {
  private readonly phrases: PhraseEntry[];
  private readonly trigrams: TrigramIndex;

  constructor(entries: PhraseEntry[]) {
    this.phrases = [...entries].sort((a, b) => byCodeUnit(a.phrase, b.phrase));
    this.trigrams = new TrigramIndex(this.phrases.map((p) => p.phrase));
  }

  hints(lexicon: MemoryLexicon, understood: string, limit: number): string[] {
    const base = understood.trim();
    if (!base) return [];
    const lastSpace = base.lastIndexOf(' ');
    const head = lastSpace >= 0 ? base.slice(0, lastSpace + 1) : '';
    const last = base.slice(lastSpace + 1);
    const tier = (n: number, keep: (p: PhraseEntry) => boolean): Hint[] =>
      top(
        this.phrases.filter(keep).map((p) => ({ hint: p.phrase, weight: p.weight, tier: n })),
        byWeight,
        limit,
      );
    const similar =
      base.length >= 3
        ? top(
            this.trigrams.similar(base, NEAR_SIMILARITY),
            (a, b) =>
              b.similarity - a.similarity ||
              this.phrases[b.id].weight - this.phrases[a.id].weight ||
              byCodeUnit(this.phrases[a.id].phrase, this.phrases[b.id].phrase),
            limit,
          ).map(({ id }) => ({ hint: this.phrases[id].phrase, weight: this.phrases[id].weight, tier: 2 }))
        : [];
    const phrases = [
      ...tier(0, (p) => p.phrase.startsWith(base)),
      ...tier(1, (p) => p.phrase.includes(` ${base}`)),
      ...similar,
    ];
    // The word being typed completed from the lexicon: on its own, or after other words when no phrase fits.
    const words: Hint[] = [];
    if (!head || !phrases.length) {
      const [from, to] = prefixRange(lexicon.words, last);
      for (let id = from; id < to; id++)
        words.push({ hint: head + lexicon.words[id], weight: lexicon.freq[id], tier: 3 });
    }
    const merged = new Map<string, Hint>();
    for (const h of [...phrases, ...top(words, byWeight, limit)]) {
      const seen = merged.get(h.hint);
      merged.set(
        h.hint,
        seen ? { ...seen, tier: Math.min(seen.tier, h.tier), weight: Math.max(seen.weight, h.weight) } : h,
      );
    }
    return top([...merged.values()], (a, b) => a.tier - b.tier || byWeight(a, b), limit).map((h) => h.hint);
  }
}
