import { describe, expect, it } from '@jest/globals';
import { guardFormula, unguardFormula } from './formula-guard';

describe('formula guard', () => {
  it('marks text a spreadsheet would run as a formula, and only that', () => {
    expect(guardFormula('=HYPERLINK("http://evil","Кукла")')).toBe(`'=HYPERLINK("http://evil","Кукла")`);
    expect(guardFormula('+7 игрушек')).toBe("'+7 игрушек");
    expect(guardFormula('-50% скидка')).toBe("'-50% скидка");
    expect(guardFormula('@cmd')).toBe("'@cmd");
    expect(guardFormula('Кукла Маша = 30 см')).toBe('Кукла Маша = 30 см');
    expect(guardFormula("'Цитата'")).toBe("'Цитата'");
  });

  it('gives back exactly what was guarded', () => {
    for (const text of ['=1+1', '+7', '-5', '@a', 'Кукла', "'Цитата'", "'=already quoted", '']) {
      expect(unguardFormula(guardFormula(text))).toBe(text);
    }
  });
});
