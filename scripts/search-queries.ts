// Search queries nobody has typed yet, as the issue's «search under load» target sends them: a catalogue word and
// the start of another, a quarter of them with two letters of the first word swapped, a quarter typed in the other
// keyboard layout. Used by the load benchmark (scripts/bench.mjs) and the in-process one (scripts/bench-search.ts).
import { ruToEnLayout } from '../lib/search/keyboard-layout';

/** Two neighbouring letters swapped (`кукла` → `кукал`): the commonest typo. */
function swapTwo(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** Words of four letters or more (from product names) → a generator of fresh queries. */
export function freshSearchQueries(words: readonly string[], random: () => number = Math.random): () => string {
  if (words.length < 2) throw new Error('too few catalogue words for varied search queries');
  const pick = () => words[Math.floor(random() * words.length)];
  return () => {
    const first = pick();
    const second = pick();
    const start = second.slice(0, 2 + Math.floor(random() * (second.length - 1)));
    const roll = random();
    if (roll < 0.25) return `${swapTwo(first, random)} ${start}`;
    if (roll < 0.5) return ruToEnLayout(`${first} ${start}`);
    return `${first} ${start}`;
  };
}
