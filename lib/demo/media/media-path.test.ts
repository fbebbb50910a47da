import { parseMediaPath } from './media-path';

describe('parseMediaPath', () => {
  it('accepts pool pictures and known category pictures', () => {
    expect(parseMediaPath(['p', 'doll-0-1.webp'])).toMatchObject({
      type: 'product',
      kind: 'doll',
      palette: 0,
      variant: 1,
    });
    expect(parseMediaPath(['p', 'robot-7-4.webp'])).toMatchObject({ kind: 'robot', palette: 7, variant: 4 });
    expect(parseMediaPath(['c', 'kukly.svg'])).toMatchObject({ type: 'category', kind: 'doll', slug: 'kukly' });
    expect(parseMediaPath(['c', 'myagkie-igrushki.svg'])).toMatchObject({ kind: 'bear' });
  });

  it('takes a category picture as PNG, and as SVG for rows seeded before', () => {
    expect(parseMediaPath(['c', 'kukly.png'])).toMatchObject({ slug: 'kukly', contentType: 'image/png' });
    expect(parseMediaPath(['c', 'kukly.svg'])).toMatchObject({ slug: 'kukly', contentType: 'image/svg+xml' });
  });

  it.each([
    [['p', 'doll-8-1.webp']], // palette out of range
    [['p', 'doll-0-0.webp']],
    [['p', 'doll-0-5.webp']],
    [['p', 'dragon-0-1.webp']], // unknown kind
    [['p', 'doll-0-1.png']],
    [['p', 'doll-0-1.webp', 'x']],
    [['p', '../doll-0-1.webp']],
    [['x', 'doll-0-1.webp']],
    [['c', 'unknown.svg']],
    [['c', 'kukly.webp']],
    [['c', '..%2Fkukly.svg']],
    [['c', 'KUKLY.svg']],
    [['p']],
    [[]],
    ['p/doll-0-1.webp'],
    [undefined],
  ])('rejects %j', (segments) => {
    expect(parseMediaPath(segments)).toBeNull();
  });
});
