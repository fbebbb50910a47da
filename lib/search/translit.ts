// Transliteration both ways, one module so the two directions stay one scheme.
// Russian → Latin (the common "Yandex" style: ж=zh, х=kh, ц=ts, щ=shch, ы=y, я=ya): URL slugs, and the Latin
// spelling stored with each product so that Latin queries such as "barbi" find «Барби».
// Latin → Russian (`barbi` → `барби`, `myagkaya igrushka` → `мягкая игрушка`): how the search reads a query typed
// in Latin. Accepts the common schemes (Yandex/passport: zh, kh, ts, ch, sh, shch, ya/ja, yu/ju); it need not be
// exact: the search corrects what is left by trigram similarity against the catalogue's words.

const TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Lowercase transliteration; characters outside Cyrillic are kept as they are. */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += TO_LATIN[ch] ?? ch;
  return out;
}

/** `Кукла Барби «Модница» 30 см` → `kukla-barbi-modnitsa-30-sm` */
export function slugify(text: string, maxLength = 80): string {
  const slug = transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  return slug.slice(0, maxLength).replace(/-[^-]*$/, '') || slug.slice(0, maxLength);
}

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
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  z: 'з',
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
