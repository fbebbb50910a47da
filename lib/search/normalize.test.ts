import {
  foldCase,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  querySlots,
  vocabularyPhrase,
  vocabularyWords,
  wordsOf,
} from './normalize';

describe('foldCase', () => {
  it('lowercases and folds ё, nothing else', () => {
    expect(foldCase('Ёлка  ЁЖИК-2')).toBe('елка  ежик-2');
  });
});

describe('normalizeQuery', () => {
  it('lowercases, folds ё and collapses spaces', () => {
    expect(normalizeQuery('  Ёжик   В\tТУМАНЕ \n')).toBe('ежик в тумане');
  });
  it('drops control characters and caps the length', () => {
    expect(normalizeQuery('кук\u0000ла\u200b')).toBe('кук ла');
    expect(normalizeQuery('а'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
  it('folds compatibility forms (full-width Latin)', () => {
    expect(normalizeQuery('ＬＥＧＯ')).toBe('lego');
  });
});

describe('wordsOf', () => {
  it('keeps runs of letters and digits', () => {
    expect(wordsOf('Кукла «Ёжик»-2, 30 см!')).toEqual(['кукла', 'ежик', '2', '30', 'см']);
    expect(wordsOf(' ... ')).toEqual([]);
  });
});

describe('querySlots', () => {
  it('keeps layout keys inside a chunk so a wrong-layout word survives', () => {
    expect(querySlots(',fhtn rerkf')).toEqual([',fhtn', 'rerkf']);
    expect(querySlots('кукла / барби! (lego)')).toEqual(['кукла', 'барби', 'lego']);
  });
});

describe('vocabularyWords and vocabularyPhrase', () => {
  it('keeps folded Latin and Cyrillic words of two letters or more', () => {
    expect(vocabularyWords('Кукла «Ёжик»-2 и LOL Surprise')).toEqual(['кукла', 'ежик', 'lol', 'surprise']);
  });
  it('keeps a phrase of letters and digits, single-spaced', () => {
    expect(vocabularyPhrase('  Мягкие игрушки: «Ёжик», 30 см ')).toBe('мягкие игрушки ежик 30 см');
  });
});
