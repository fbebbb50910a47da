import { MAX_QUERY_LENGTH, normalizeQuery, querySlots, wordsOf } from './normalize';

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
