import { describe, expect, it } from '@jest/globals';
import { ageLabel, AGE_GROUPS } from './age-groups';
import {
  DEFAULT_SORT,
  EMPTY_SEGMENT,
  fromQuerySegment,
  hasNarrowingFilters,
  listingQueryString,
  MAX_PAGE,
  parseListingQuery,
  toQuerySegment,
  withKnownBrands,
  withPage,
} from './listing-query';
import { scopeFromPath, scopeFromSegment, scopePath, scopeToSegment } from './listing-scope';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));
const canonical = (query: string) => listingQueryString(parse(query));

describe('listing filters from the query string', () => {
  it('no query: popular first, page 1, nothing narrowed', () => {
    const filters = parse('');
    expect(filters).toEqual({
      sort: DEFAULT_SORT,
      page: 1,
      price_min: undefined,
      price_max: undefined,
      brands: [],
      ages: [],
      in_stock: false,
    });
    expect(hasNarrowingFilters(filters)).toBe(false);
  });

  it('reads every filter', () => {
    const filters = parse(
      'sort=price_asc&price_min=500&price_max=3000&brand=Весна&brand=Mattel&age=3-5&in_stock=1&page=3',
    );
    expect(filters).toEqual({
      sort: 'price_asc',
      page: 3,
      price_min: 500,
      price_max: 3000,
      brands: ['Mattel', 'Весна'],
      ages: ['3-5'],
      in_stock: true,
    });
    expect(hasNarrowingFilters(filters)).toBe(true);
  });

  it('drops unknown and malformed values instead of failing', () => {
    expect(parse('sort=cheapest&price_min=abc&price_max=-5&age=99-100&in_stock=yes&page=zero&colour=red')).toEqual(
      parse(''),
    );
    expect(parse('price_min=1e3').price_min).toBeUndefined();
    expect(parse('brand=' + 'x'.repeat(61)).brands).toEqual([]);
    expect(parse('brand=%20%20').brands).toEqual([]);
  });

  it('swaps a price range given the wrong way round', () => {
    const filters = parse('price_min=5000&price_max=100');
    expect([filters.price_min, filters.price_max]).toEqual([100, 5000]);
  });

  it('keeps the page within 1…MAX_PAGE and at most 10 distinct brands', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse(`page=${MAX_PAGE + 1}`).page).toBe(1);
    expect(parse(`page=${MAX_PAGE}`).page).toBe(MAX_PAGE);
    const many = Array.from({ length: 30 }, (_, i) => `brand=b${String(i).padStart(2, '0')}`).join('&');
    expect(parse(many).brands).toHaveLength(10);
    expect(parse('brand=A&brand=A&brand=A').brands).toEqual(['A']);
  });
});

describe('price bounds in sane steps', () => {
  const range = (query: string) => {
    const f = parse(query);
    return [f.price_min, f.price_max];
  };

  it('rounds to two significant digits, widening the range: nothing asked for is hidden', () => {
    expect(range('price_min=1234&price_max=1234')).toEqual([1200, 1300]);
    expect(range('price_min=1990&price_max=2490')).toEqual([1900, 2500]);
    expect(range('price_min=57&price_max=57')).toEqual([50, 60]);
    expect(range('price_min=123456&price_max=123456')).toEqual([120000, 130000]);
    expect(range('price_min=500&price_max=3000')).toEqual([500, 3000]);
  });

  it('150 different lower bounds give a handful of pages', () => {
    const canonicals = new Set(Array.from({ length: 150 }, (_, i) => canonical(`price_min=${1000 + i}`)));
    expect([...canonicals].sort()).toEqual(['price_min=1000', 'price_min=1100']);
    const anywhere = new Set(Array.from({ length: 10_000 }, (_, i) => canonical(`price_min=${i * 97}`)));
    expect(anywhere.size).toBeLessThan(500);
  });

  it('drops bounds that narrow nothing: a lower bound of 0, an upper one of ten million and more', () => {
    expect(range('price_min=0&price_max=10000000')).toEqual([undefined, undefined]);
    expect(range('price_min=5&price_max=999999999')).toEqual([undefined, undefined]);
    expect(range('price_min=50000000')).toEqual([10_000_000, undefined]);
    expect(range('price_max=1234567')).toEqual([undefined, 1_300_000]);
  });
});

describe('known brands only', () => {
  const known = new Map([
    ['mattel', 'Mattel'],
    ['весна', 'Весна'],
  ]);

  it('keeps the catalogue’s spelling of a known brand, once, and drops the others', () => {
    const filters = withKnownBrands(parse('brand=MATTEL&brand=Mattel&brand=Нет-такого&brand=весна'), known);
    expect(filters.brands).toEqual(['Mattel', 'Весна']);
    expect(listingQueryString(withKnownBrands(parse('brand=zzz&sort=new'), known))).toBe('sort=new');
  });
});

describe('canonical query string', () => {
  it('equal filters give one URL whatever the order they came in', () => {
    const a = canonical('in_stock=1&brand=Б&age=3-5&brand=А&sort=new');
    const b = canonical('sort=new&brand=А&age=3-5&in_stock=1&brand=Б');
    expect(a).toBe(b);
    expect(a).toBe('sort=new&brand=%D0%90&brand=%D0%91&age=3-5&in_stock=1');
  });

  it('leaves defaults out', () => {
    expect(canonical('sort=popular&page=1&in_stock=0')).toBe('');
  });

  it('round-trips values with &, + and % through the internal route segment', () => {
    const query = canonical('brand=A%26B&brand=C%2BD&brand=50%25');
    const segment = toQuerySegment(query);
    // Next.js hands the param over decoded on a full load, still encoded on a client navigation: both work.
    expect(parseListingQuery(fromQuerySegment(decodeURIComponent(segment))).brands).toEqual(['50%', 'A&B', 'C+D']);
    expect(parseListingQuery(fromQuerySegment(segment)).brands).toEqual(['50%', 'A&B', 'C+D']);
    expect(toQuerySegment('')).toBe(EMPTY_SEGMENT);
    expect([...fromQuerySegment(EMPTY_SEGMENT).keys()]).toEqual([]);
  });

  it('withPage changes only the page', () => {
    const filters = parse('sort=price_desc&brand=Весна');
    expect(canonical(listingQueryString(withPage(filters, 2)))).toBe(
      'sort=price_desc&brand=%D0%92%D0%B5%D1%81%D0%BD%D0%B0&page=2',
    );
  });
});

describe('listing scopes', () => {
  it.each([
    ['/category', { kind: 'all' }, 'all'],
    ['/category/kukly', { kind: 'category', slug: 'kukly' }, 'category~kukly'],
    ['/sale', { kind: 'list', list: 'sale' }, 'list~sale'],
    ['/special/', { kind: 'list', list: 'special' }, 'list~special'],
  ])('%s ↔ %j ↔ %s', (path, scope, segment) => {
    expect(scopeFromPath(path)).toEqual(scope);
    expect(scopeToSegment(scope as never)).toBe(segment);
    expect(scopeFromSegment(segment)).toEqual(scope);
    expect(scopePath(scope as never)).toBe(path.replace(/\/$/, ''));
  });

  it('a path that is not valid percent-encoding is a category that fails the validity check, not an error', () => {
    expect(scopeFromPath('/category/%E0')).toEqual({ kind: 'category', slug: '%E0' });
    expect(scopeFromSegment('category~%E0')).toBeNull();
    expect(scopeFromSegment('category~%')).toBeNull();
    expect(scopeFromSegment('category~BAD!')).toBeNull();
    expect(scopeFromSegment('list~nope')).toBeNull();
  });

  it('other paths are not listings', () => {
    expect(scopeFromPath('/product/kukla')).toBeNull();
    expect(scopeFromPath('/category/a/b')).toBeNull();
  });
});

describe('ages', () => {
  it('labels the recommended age in Russian', () => {
    expect([0, 1, 2, 3, 5, 12, 21].map(ageLabel)).toEqual([
      'С рождения',
      'От 1 года',
      'От 2 лет',
      'От 3 лет',
      'От 5 лет',
      'От 12 лет',
      'От 21 года',
    ]);
  });

  it('buckets cover every age from 0 to 99 exactly once', () => {
    for (let age = 0; age <= 99; age++) {
      expect(AGE_GROUPS.filter((g) => age >= g.from && age <= g.to)).toHaveLength(1);
    }
  });
});
