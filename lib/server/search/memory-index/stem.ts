// PostgreSQL's `russian` text search configuration in JavaScript, for the words of a query the search lexicon does
// not know (a typo, another word form, a word typed in the wrong layout): its parser makes a word of Cyrillic letters
// a `word` for the russian_stem dictionary and one of Latin letters an `asciiword` for english_stem, each a Snowball
// stemmer behind a stop-word list. snowball-stemmers runs the same Snowball algorithms; compared with PostgreSQL 15
// over 54 000 words (the shop's own, with typos, prefixes and the other layout) every stem was the same. Each
// index build checks again (./build.ts: the lexicon's stems and the stop words against the database's) and asks the
// database instead when they ever differ; words of any other shape are always asked.
import { newStemmer } from 'snowball-stemmers';

/** PostgreSQL's russian.stop and english.stop (tsearch_data), which its snowball dictionaries drop. */
export const RUSSIAN_STOP_WORDS = `
  и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от
  меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж
  вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без
  будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем ним здесь этом один
  почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец два об другой хоть после над
  больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда
  лучше чуть том нельзя такой им более всегда конечно всю между
`
  .split(/\s+/)
  .filter(Boolean);
export const ENGLISH_STOP_WORDS = `
  i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
  herself it its itself they them their theirs themselves what which who whom this that these those am is are
  was were be been being have has had having do does did doing a an the and but if or because as until while
  of at by for with about against between into through during before after above below to from up down in out
  on off over under again further then once here there when where why how all any both each few more most
  other some such no nor not only own same so than too very s t can will just don should now
`
  .split(/\s+/)
  .filter(Boolean);

/** Longer words are left to the database (its snowball dictionary treats overlong words apart). */
const MAX_LENGTH = 64;

const russian = newStemmer('russian');
const english = newStemmer('english');
const russianStop = new Set(RUSSIAN_STOP_WORDS);
const englishStop = new Set(ENGLISH_STOP_WORDS);

/**
 * A lowercase word's lexeme under PostgreSQL's `russian` configuration ('' for a stop word), or undefined when it is
 * not a plain word of one alphabet (digits, a mix): the database must say.
 */
export function russianConfigStem(word: string): string | undefined {
  if (!word.length || word.length > MAX_LENGTH) return undefined;
  if (/^[а-я]+$/.test(word)) return russianStop.has(word) ? '' : russian.stem(word);
  if (/^[a-z]+$/.test(word)) return englishStop.has(word) ? '' : english.stem(word);
  return undefined;
}
