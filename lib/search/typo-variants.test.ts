import { typoVariants } from './typo-variants';

describe('typoVariants', () => {
  it('covers a replaced, dropped, added and swapped letter', () => {
    const variants = typoVariants('лнго');
    expect(variants).toEqual(expect.arrayContaining(['лего', 'лго', 'лнгоо', 'нлго']));
    expect(variants).not.toContain('лнго');
  });
  it('uses the Latin alphabet for Latin words', () => {
    expect(typoVariants('lrgo')).toContain('lego');
  });
  it('only drops and swaps letters in longer words', () => {
    expect(typoVariants('habsro')).toContain('hasbro');
    expect(typoVariants('игрукша')).toContain('игрушка');
    expect(typoVariants('конструктор')).toHaveLength(11 + 10); // 11 drops, 10 swaps
    expect(typoVariants('конструктор')).not.toContain('канструктор');
  });
  it('skips words that are too short or mixed', () => {
    expect(typoVariants('ку')).toEqual([]);
    expect(typoVariants('3dпз')).toEqual([]);
  });
});
