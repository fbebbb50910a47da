// Gift phrasings read before the catalogue's own words: parents search «подарок девочке 5 лет до 2000» rather than
// a product name. The age, whom it is for, the budget and the occasion are taken out of the query by the rules
// below; what remains (`rest`) goes on to the usual understanding (layout, typos, morphology). Pure text rules, no
// catalogue look-up, so the hints box, the results page and the browser's chips read a query the same way.
import { normalizeQuery } from './normalize';

export type GiftFor = 'girl' | 'boy';

/** What the gift phrasing said, as the hints answer reports it. */
export type GiftFilters = {
  age_from?: number;
  age_to?: number;
  for?: GiftFor;
  price_min?: number;
  price_max?: number;
  occasion?: string;
};

export type GiftPartKind = 'age' | 'for' | 'price' | 'occasion';

/** One understood piece and the text it was read from, so a chip can take it out of the query. */
export type GiftPart = { kind: GiftPartKind; text: string };

export type GiftQuery = {
  filters: GiftFilters;
  parts: GiftPart[];
  /** The words left for the catalogue search, in order. */
  words: string[];
  /** `words` joined: what the usual understanding reads. */
  rest: string;
  /** Nothing was taken out: the query is read exactly as before. */
  plain: boolean;
};

/** An age a toy shop cares about; anything older is not a child's age. */
const MAX_AGE = 18;

const NUMBER_WORDS: Record<string, number> = {
  один: 1, одного: 1, два: 2, двух: 2, три: 3, трех: 3, четыре: 4, четырех: 4, пять: 5, пяти: 5, шесть: 6,
  шести: 6, семь: 7, семи: 7, восемь: 8, восьми: 8, девять: 9, девяти: 9, десять: 10, десяти: 10,
  одиннадцать: 11, двенадцать: 12, тринадцать: 13, четырнадцать: 14, пятнадцать: 15,
}; // prettier-ignore

/** «годовалый», «двухлетка», «пятилетнему»: stems of one- to ten-year-olds. */
const AGE_ADJECTIVES: [RegExp, number][] = [
  [/^годовал\p{L}*$/u, 1],
  [/^(двух|2-?х)лет\p{L}*$/u, 2],
  [/^(трех|3-?х)лет\p{L}*$/u, 3],
  [/^(четырех|4-?х)лет\p{L}*$/u, 4],
  [/^(пяти|5-?ти)лет\p{L}*$/u, 5],
  [/^(шести|6-?ти)лет\p{L}*$/u, 6],
  [/^(семи|7-?ми)лет\p{L}*$/u, 7],
  [/^(восьми|8-?ми)лет\p{L}*$/u, 8],
  [/^(девяти|9-?ти)лет\p{L}*$/u, 9],
  [/^(десяти|10-?ти)лет\p{L}*$/u, 10],
];

/** Words that name an age group: [from, to]. */
const AGE_GROUPS: [RegExp, number, number][] = [
  [/^(новорожденн|младен|грудничк)\p{L}*$/u, 0, 0],
  [/^(малыш|карапуз)\p{L}*$/u, 1, 3],
  [/^дошкольн\p{L}*$/u, 3, 6],
  [/^первоклас\p{L}*$/u, 7, 7],
  [/^школьн\p{L}*$/u, 7, 12],
  [/^подрост\p{L}*$/u, 12, 16],
];

const GIRL =
  /^(девоч\p{L}*|девочк\p{L}*|девчонк\p{L}*|доч\p{L}*|внучк\p{L}*|внучек|племянниц\p{L}*|сестр\p{L}*|сестренк\p{L}*|подружк\p{L}*|подруг\p{L}*|крестниц\p{L}*)$/u;
const BOY =
  /^(мальчик\p{L}*|мальчишк\p{L}*|сын|сына|сыну|сыном|сынок|сынку|сыночк\p{L}*|внук|внука|внуку|внуком|внучок|племянник\p{L}*|брат|брата|брату|братик\p{L}*|братишк\p{L}*|крестник\p{L}*)$/u;

const OCCASIONS: [RegExp, string][] = [
  [/^на (день рождения|днюху|др)(?= |$)/u, 'день рождения'],
  [/^(на |к )?(новый год|нг)(?= |$)/u, 'новый год'],
  [/^(на |к )?(8 марта|восьмое марта)(?= |$)/u, '8 марта'],
  [/^(на |к )?(23 февраля)(?= |$)/u, '23 февраля'],
  [/^(на |к )?(1 сентября|первое сентября)(?= |$)/u, '1 сентября'],
  [/^(на |к )?рождеств\p{L}*(?= |$)/u, 'рождество'],
  [/^на (выпускной|крестины|именины|утренник)(?= |$)/u, ''],
];

/** Words only a gift phrasing has; dropped when they stand beside an understood part or in «что подарить». */
const GIFT_WORDS = new Set([
  'подарок', 'подарки', 'подарка', 'подарков', 'подарить', 'подарю', 'дарить', 'что', 'идея', 'идеи', 'купить',
  'какой', 'какую', 'какие', 'лучший', 'лучшие', 'ребенку', 'ребенка', 'детям', 'деток', 'для', 'на', 'в', 'к',
  'года', 'лет', 'год',
]); // prettier-ignore

/** Roubles: «2000», «2 000», «2к», «2 тыс», «2 тысячи», with an optional «руб», «р», «₽». */
const MONEY = String.raw`(\d{1,3}(?: \d{3})+|\d+(?:[.,]\d+)?)(?: ?(к|k|тыс\p{L}*|т))?(?: ?(?:руб\p{L}*|р|₽|rub))?`;
const CURRENCY = /(руб|р$|₽|тыс|^к$|^k$|^т$)/u;

function money(amount: string, thousands: string | undefined): number {
  const n = Number(amount.replace(/ /g, '').replace(',', '.'));
  return Math.round(thousands ? n * 1000 : n);
}

const YEARS = String.raw`(?:лет|год|года|годик|годика|годиков|годам|годов|г)`;
const MONTHS = String.raw`(?:месяц\p{L}*|мес)`;

type Rule = { re: RegExp; apply: (m: RegExpExecArray, f: GiftFilters) => GiftPartKind | null };

const ageNumber = (s: string) => (/^\d+$/.test(s) ? Number(s) : (NUMBER_WORDS[s] ?? NaN));
const NUM = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;

function setAge(f: GiftFilters, from: number | undefined, to: number | undefined): GiftPartKind | null {
  if ((from !== undefined && !(from <= MAX_AGE)) || (to !== undefined && !(to <= MAX_AGE))) return null;
  if (from !== undefined && to !== undefined && from > to) return null;
  if (from !== undefined) f.age_from = from;
  if (to !== undefined) f.age_to = to;
  return 'age';
}

function setPrice(f: GiftFilters, min: number | undefined, max: number | undefined): GiftPartKind | null {
  if (min !== undefined && max !== undefined && min > max) return null;
  if (min !== undefined) f.price_min = min;
  if (max !== undefined) f.price_max = max;
  return 'price';
}

/** Rules tried at each word, longest phrasings first; each matches at the start of the remaining text. */
const RULES: Rule[] = [
  // Budget: «от 1000 до 3000», «1000-3000 руб», «до 2000», «дешевле 1500», «не дороже 2 тыс», «от 1000 руб».
  {
    re: new RegExp(String.raw`^(?:цена |бюджет )?от ${MONEY} до ${MONEY}(?= |$)`, 'u'),
    apply: (m, f) => {
      const [min, max] = [money(m[1], m[2]), money(m[3], m[4])];
      // «от 3 до 5» with no unit is an age, read below.
      if (max < 100 && !m[2] && !m[4] && !/руб|р\b|₽/u.test(m[0])) return null;
      return setPrice(f, min, max);
    },
  },
  {
    re: new RegExp(String.raw`^${MONEY}[-–—]${MONEY}(?= |$)`, 'u'),
    apply: (m, f) => {
      const [min, max] = [money(m[1], m[2]), money(m[3], m[4])];
      return max >= 100 ? setPrice(f, min, max) : null;
    },
  },
  {
    re: new RegExp(
      String.raw`^(?:(?:цена |бюджет )?до|(?:не )?дешевле|(?:не )?дороже|меньше|не больше|в пределах|за|около|примерно|бюджет|от)(?: чем)? ${MONEY}(?= |$)`,
      'u',
    ),
    apply: (m, f) => {
      const head = m[0].slice(0, m[0].length - 1);
      const amount = money(m[1], m[2]);
      const hasUnit = Boolean(m[2]) || CURRENCY.test(m[0].split(' ').pop() ?? '');
      // A bare small number («до 3», «от 5») is not a price.
      if (amount < 100 && !hasUnit) return null;
      if (/^(не дешевле|дороже|от)/u.test(head)) return setPrice(f, amount, undefined);
      return setPrice(f, undefined, amount);
    },
  },
  {
    // «2000 руб», «1500р», «3 тыс»: a sum with a unit standing alone is a budget.
    re: /^(\d{1,3}(?: \d{3})+|\d+) ?(руб\p{L}*|р|₽|тыс\p{L}*|к)(?= |$)/u,
    apply: (m, f) => setPrice(f, undefined, money(m[1], /^(тыс|к)/u.test(m[2]) ? 'к' : undefined)),
  },
  // Age: «от 3 до 5 лет», «3-5 лет», «на 8 лет», «5 лет», «6 месяцев», «от 3 лет», «до 3 лет», «3+».
  {
    re: new RegExp(String.raw`^от ${NUM} до ${NUM}(?: ${YEARS})?(?= |$)`, 'u'),
    apply: (m, f) => setAge(f, ageNumber(m[1]), ageNumber(m[2])),
  },
  {
    re: new RegExp(String.raw`^(\d{1,2}) ?[-–—] ?(\d{1,2}) ?${YEARS}(?= |$)`, 'u'),
    apply: (m, f) => setAge(f, Number(m[1]), Number(m[2])),
  },
  {
    re: new RegExp(String.raw`^(?:до|от|с) (?:1|одного) года(?= |$)`, 'u'),
    apply: (m, f) => (m[0].startsWith('до') ? setAge(f, 0, 0) : setAge(f, 1, undefined)),
  },
  {
    re: new RegExp(String.raw`^(от|до|с) ${NUM} ?${YEARS}(?= |$)`, 'u'),
    apply: (m, f) => (m[1] === 'до' ? setAge(f, undefined, ageNumber(m[2])) : setAge(f, ageNumber(m[2]), undefined)),
  },
  {
    re: new RegExp(String.raw`^${NUM} ?${YEARS}(?= |$)`, 'u'),
    apply: (m, f) => {
      const age = ageNumber(m[1]);
      return setAge(f, age, age);
    },
  },
  {
    re: new RegExp(String.raw`^(\d{1,2}) ?${MONTHS}(?= |$)`, 'u'),
    apply: (m, f) => {
      const years = Math.floor(Number(m[1]) / 12);
      return setAge(f, years, years);
    },
  },
  {
    // «2-х летнему», «5-ти летней», «3х летке».
    re: /^(\d{1,2})(?:-?(?:х|ти|ми|ух|ех))? ?летн?\p{L}*(?= |$)/u,
    apply: (m, f) => setAge(f, Number(m[1]), Number(m[1])),
  },
  {
    re: /^(\d{1,2})\+(?= |$)/u,
    apply: (m, f) => setAge(f, Number(m[1]), undefined),
  },
];

/** Reads a query's gift phrasing; a query without one comes back with its words and no filters. */
export function readGiftQuery(input: string): GiftQuery {
  const text = normalizeQuery(input)
    .replace(/[«»"'!?,;:()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const filters: GiftFilters = {};
  const parts: GiftPart[] = [];
  const words: string[] = [];
  let rest = text;
  let giftish = false;
  // An age read from a word («малышу») gives way to a number said too («малышу 6 месяцев»).
  let softAge = false;

  const take = (length: number, kind: GiftPartKind | null) => {
    const matched = rest.slice(0, length).trim();
    if (kind) parts.push({ kind, text: matched });
    rest = rest.slice(length).trimStart();
  };

  while (rest) {
    let matched = false;
    for (const [re, occasion] of OCCASIONS) {
      const m = re.exec(rest);
      if (m && filters.occasion === undefined) {
        if (occasion) filters.occasion = occasion;
        take(m[0].length, occasion ? 'occasion' : null);
        giftish = true;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    for (const rule of RULES) {
      const m = rule.re.exec(rest);
      if (!m) continue;
      const probe: GiftFilters = {};
      const kind = rule.apply(m, probe);
      if (!kind) continue;
      if (kind === 'age' && softAge) {
        delete filters.age_from;
        delete filters.age_to;
        const at = parts.findIndex((p) => p.kind === 'age');
        if (at >= 0) parts.splice(at, 1);
        softAge = false;
      }
      // The first reading of each kind wins («до 2000 до 3000» keeps 2000).
      const fresh = Object.keys(probe).every((k) => filters[k as keyof GiftFilters] === undefined);
      if (fresh) Object.assign(filters, probe);
      take(m[0].length, fresh ? kind : null);
      giftish = true;
      matched = true;
      break;
    }
    if (matched) continue;

    const word = rest.split(' ', 1)[0];
    const ageWord = wordAge(word);
    if (ageWord && filters.age_from === undefined && filters.age_to === undefined) {
      setAge(filters, ageWord[0], ageWord[1]);
      take(word.length, 'age');
      softAge = true;
      giftish = true;
    } else if (!filters.for && (GIRL.test(word) || BOY.test(word))) {
      filters.for = GIRL.test(word) ? 'girl' : 'boy';
      take(word.length, 'for');
      giftish = true;
    } else {
      words.push(word);
      take(word.length, null);
    }
  }

  // «что подарить», «подарок …»: the gift words say nothing about the goods. Without an understood part they stay
  // (a «подарочный набор» is a product; «для» and «на» are stop words the catalogue search drops anyway).
  const asked = words.some((w) => w === 'подарить' || w === 'подарок' || w === 'подарки');
  const kept = giftish || asked ? words.filter((w) => !GIFT_WORDS.has(w)) : words;
  const plain = kept.length === words.length && parts.length === 0 && !giftish;
  return { filters, parts, words: kept, rest: kept.join(' '), plain };
}

function wordAge(word: string): [number, number] | null {
  for (const [re, age] of AGE_ADJECTIVES) if (re.test(word)) return [age, age];
  for (const [re, from, to] of AGE_GROUPS) if (re.test(word)) return [from, to];
  return null;
}

/**
 * Whether anything narrows the goods (the age and the budget do; whom it is for is shown, see
 * docs/adr/0071-gift-queries.md).
 */
export const giftNarrows = (f: GiftFilters) =>
  f.age_from !== undefined || f.age_to !== undefined || f.price_min !== undefined || f.price_max !== undefined;

/** The query without one understood part: the target of a chip's «убрать». */
export function withoutPart(input: string, part: GiftPart): string {
  const text = normalizeQuery(input)
    .replace(/[«»"'!?,;:()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const at = text.indexOf(part.text);
  if (at < 0) return text;
  return `${text.slice(0, at)} ${text.slice(at + part.text.length)}`.replace(/\s+/g, ' ').trim();
}
