import { queryReadingKey, querySlotsWithCandidates } from './query-candidates';

describe('querySlotsWithCandidates', () => {
  it('offers the layout swap and transliteration for Latin chunks', () => {
    const [slot] = querySlotsWithCandidates('rerkf');
    expect(slot.candidates).toEqual([
      { kind: 'typed', words: ['rerkf'] },
      { kind: 'layout', words: ['кукла'] },
      { kind: 'translit', words: ['реркф'] },
    ]);
    expect(slot.open).toBe(true);
  });
  it('offers the English layout for Cyrillic chunks', () => {
    const [slot] = querySlotsWithCandidates('дупщ');
    expect(slot.candidates.map((c) => c.words[0])).toEqual(['дупщ', 'lego']);
  });
  it('marks only an unfinished last chunk as open', () => {
    expect(querySlotsWithCandidates('кукла бар').map((s) => s.open)).toEqual([false, true]);
    expect(querySlotsWithCandidates('кукла бар ').map((s) => s.open)).toEqual([false, false]);
  });
  it('reads layout punctuation as letters and drops lone punctuation', () => {
    const slots = querySlotsWithCandidates(',fh,b - ?');
    expect(slots).toHaveLength(1);
    expect(slots[0].candidates[1]).toEqual({ kind: 'layout', words: ['барби'] });
  });
  it('caps the number of chunks', () => {
    expect(querySlotsWithCandidates('a b c d e f g h i j')).toHaveLength(6);
  });
});

describe('queryReadingKey', () => {
  it('is equal for queries read alike', () => {
    expect(queryReadingKey('  Ёжик   В тумане')).toBe(queryReadingKey('ежик в тумане'));
    expect(queryReadingKey('кукла ')).toBe(queryReadingKey('Кукла\t'));
  });
  it('tells a finished last word from one still being typed', () => {
    expect(queryReadingKey('кук')).not.toBe(queryReadingKey('кук '));
    expect(querySlotsWithCandidates('кук')[0].open).not.toBe(querySlotsWithCandidates('кук ')[0].open);
  });
});
