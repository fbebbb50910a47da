// The catalogue's words (search_lexicon) in memory, answering the query reading's look-ups (../word-facts.ts)
// as the SQL does (../sql-vocabulary.ts): exact words by a map, prefixes as a range of the sorted list, near words
// by trigrams. Each word's stem is PostgreSQL's own, read when the index was built; the stems of other words
// (only asked for when a word is not resolved otherwise: a word form, a typo) are made here by the same rules
// (./stem.ts) when the build found them to agree, else they come from the database, remembered.
import { NEAR_MIN_LENGTH, NEAR_SIMILARITY, typoProbes, type Vocabulary, type WordFacts } from '../word-facts';
import { byCodeUnit, prefixRange } from './sorted-strings';
import { TrigramIndex } from './trigrams';

export type LexiconEntry = { word: string; freq: number; stem: string };
/** Stems of words as PostgreSQL's Russian configuration makes them ('' for a stop word). */
export type Stemmer = (words: string[]) => Promise<Map<string, string>>;

/** Stems of unknown words remembered per index at most (typos rarely repeat; this bounds the memory). */
const MAX_REMEMBERED_STEMS = 10_000;

export class MemoryLexicon implements Vocabulary {
  /** Sorted by code unit. */
  readonly words: string[];
  readonly freq: Int32Array;
  readonly stems: string[];
  private readonly ids = new Map<string, number>();
  private readonly trigrams: TrigramIndex;
  private readonly otherStems = new Map<string, string>();
  /** Per level k, per i: the most frequent word of [i, i + 2^k) (the first one of equals): prefix completions. */
  private readonly best: Int32Array[] = [];

  constructor(
    entries: LexiconEntry[],
    private readonly stemmer: Stemmer,
    /** The database's stem made in process, or undefined for a word it cannot make; null: always ask. */
    private readonly localStem: ((word: string) => string | undefined) | null = null,
  ) {
    const sorted = [...entries].sort((a, b) => byCodeUnit(a.word, b.word));
    this.words = sorted.map((e) => e.word);
    this.freq = Int32Array.from(sorted, (e) => e.freq);
    this.stems = sorted.map((e) => e.stem);
    this.words.forEach((word, id) => this.ids.set(word, id));
    this.trigrams = new TrigramIndex(this.words);
    let level = Int32Array.from(this.words, (_, i) => i);
    for (let span = 1; level.length; span *= 2) {
      this.best.push(level);
      const prev = level;
      level = new Int32Array(Math.max(0, prev.length - span));
      for (let i = 0; i < level.length; i++) level[i] = this.better(prev[i], prev[i + span]);
    }
  }

  private better(a: number, b: number): number {
    return this.freq[b] > this.freq[a] ? b : a;
  }

  idOf(word: string): number | undefined {
    return this.ids.get(word);
  }

  /** The most frequent word of [from, to) (by freq, then the first), or -1. */
  mostFrequent(from: number, to: number): number {
    if (from >= to) return -1;
    const k = 31 - Math.clz32(to - from);
    return this.better(this.best[k][from], this.best[k][to - (1 << k)]);
  }

  /** The word's stem when known without asking the database ('' for a stop word). */
  knownStem(word: string): string | undefined {
    const id = this.ids.get(word);
    return id === undefined ? this.otherStems.get(word) : this.stems[id];
  }

  async stemsOf(words: string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const missing: string[] = [];
    for (const word of words) {
      const stem = this.knownStem(word) ?? this.localStem?.(word);
      if (stem === undefined) missing.push(word);
      else out.set(word, stem);
    }
    if (missing.length) {
      for (const [word, stem] of await this.stemmer(missing)) {
        out.set(word, stem);
        if (this.otherStems.size >= MAX_REMEMBERED_STEMS) this.otherStems.clear();
        this.otherStems.set(word, stem);
      }
    }
    return out;
  }

  async lookUpWords(words: Map<string, boolean>): Promise<Map<string, WordFacts>> {
    const facts = new Map<string, WordFacts>();
    // A stop word is one the stemmer drops (`we`, `со`): one being typed is searched unstemmed, so it must be known.
    const stems = await this.stemsOf([...words.keys()]);
    for (const [word, wantPrefix] of words) {
      const exact = this.ids.has(word);
      const stop = stems.get(word) === '';
      let prefix: string | null = null;
      if (wantPrefix && (stop || !exact)) {
        const [from, to] = prefixRange(this.words, word);
        // The word itself is no completion of itself; it sorts first in its range.
        const best = this.mostFrequent(this.words[from] === word ? from + 1 : from, to);
        if (best >= 0) prefix = this.words[best];
      }
      facts.set(word, { word, exact, stop, prefix, near: null, near_sim: null, same_stem: null, edit: null });
    }
    return facts;
  }

  async lookUpNear(words: string[], withTypos: Set<string>, facts: Map<string, WordFacts>): Promise<void> {
    const stems = await this.stemsOf(words);
    for (const word of words) {
      const f = facts.get(word);
      if (!f) continue;
      const stem = stems.get(word) ?? '';
      f.stop = stem === '';
      if (word.length < NEAR_MIN_LENGTH) continue;
      // As the SQL orders them: another form of the word first, then the most similar, most frequent, first.
      let best: { id: number; similarity: number; sameStem: boolean } | null = null;
      for (const { id, similarity } of this.trigrams.similar(word, NEAR_SIMILARITY)) {
        if (this.words[id] === word) continue;
        const sameStem = stem !== '' && this.stems[id] === stem;
        if (
          !best ||
          (sameStem !== best.sameStem
            ? sameStem
            : similarity !== best.similarity
              ? similarity > best.similarity
              : this.freq[id] !== this.freq[best.id]
                ? this.freq[id] > this.freq[best.id]
                : id < best.id)
        ) {
          best = { id, similarity, sameStem };
        }
      }
      if (best) Object.assign(f, { near: this.words[best.id], near_sim: best.similarity, same_stem: best.sameStem });
    }
    for (const { variant, source } of typoProbes(words, withTypos)) {
      const id = this.ids.get(variant);
      const f = facts.get(source);
      if (id === undefined || !f) continue;
      const current = f.edit === null ? undefined : this.ids.get(f.edit);
      // The most frequent, then the first.
      if (
        current === undefined ||
        this.freq[id] > this.freq[current] ||
        (this.freq[id] === this.freq[current] && id < current)
      ) {
        f.edit = variant;
      }
    }
  }
}
