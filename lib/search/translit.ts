// Latin spelling of Russian words back to Cyrillic (`barbi` → `барби`, `myagkaya igrushka` → `мягкая игрушка`).
// Accepts the common schemes (Yandex/passport: zh, kh, ts, ch, sh, shch, ya/ja, yu/ju); it need not be exact:
// the search corrects what is left by trigram similarity against the catalogue's words.

const DIGRAPHS: [string, string][] = [
  ['shch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['ck', 'к'],
  ['qu', 'кв'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['yo', 'е'],
  ['jo', 'е'],
  ['ye', 'е'],
  ['je', 'е'],
];

const SINGLE: Record<string, string> = {
  a: 'а', b: 'б', c: 'к', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', j: 'й', k: 'к', l: 'л', m: 'м',
  n: 'н', o: 'о', p: 'п', q: 'к', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', w: 'в', x: 'кс', z: 'з',
};

const VOWELS = 'аеиоуыэюя';

/** Cyrillic reading of Latin letters; anything else (digits, Cyrillic) is kept. Input is lowercased. */
export function latinToCyrillic(text: string): string {
  const s = text.toLowerCase();
  let out = '';
  let i = 0;
  outer: while (i < s.length) {
    for (const [latin, cyr] of DIGRAPHS) {
      if (s.startsWith(latin, i)) {
        out += cyr;
        i += latin.length;
        continue outer;
      }
    }
    const ch = s[i];
    if (ch === 'y') {
      // After a vowel `y` is й (igrovoy, zaychik); elsewhere ы (kukly, myshka).
      out += VOWELS.includes(out.at(-1) ?? '') ? 'й' : 'ы';
    } else if (ch === 'c' && 'eiy'.includes(s[i + 1] ?? '')) {
      out += 'ц';
    } else {
      out += SINGLE[ch] ?? ch;
    }
    i++;
  }
  return out;
}

/** Whether a word is written in Latin letters (digits allowed), i.e. worth reading as Russian. */
export const isLatinWord = (word: string) => /[a-z]/.test(word) && !/[^a-z0-9]/.test(word);
