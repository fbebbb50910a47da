import { routeParam } from './route-param';

// A listing page shows one scope: all goods, one category, or a named list. Public URLs map to scopes and back.
export const NAMED_LISTS = ['new', 'popular', 'sale', 'special'] as const;
export type NamedList = (typeof NAMED_LISTS)[number];

export type ListingScope = { kind: 'all' } | { kind: 'category'; slug: string } | { kind: 'list'; list: NamedList };

export const NAMED_LIST_TITLES: Record<NamedList, string> = {
  new: 'Новинки',
  popular: 'Популярные товары',
  sale: 'Распродажа',
  special: 'Специальные предложения',
};

const SLUG = /^[a-z0-9-]{1,80}$/;

/** Public path → scope, or null when the path is not a listing. `/category/{id}` accepts a slug or a numeric id. */
export function scopeFromPath(pathname: string): ListingScope | null {
  if (pathname === '/category' || pathname === '/category/') return { kind: 'all' };
  const category = /^\/category\/([^/]+)\/?$/.exec(pathname);
  // Not valid percent-encoding: kept as it is, it then fails the slug check (404 'Page Not Found').
  if (category) return { kind: 'category', slug: routeParam(category[1]) };
  const list = /^\/(new|popular|sale|special)\/?$/.exec(pathname);
  if (list) return { kind: 'list', list: list[1] as NamedList };
  return null;
}

export function scopePath(scope: ListingScope): string {
  if (scope.kind === 'all') return '/category';
  if (scope.kind === 'category') return `/category/${scope.slug}`;
  return `/${scope.list}`;
}

/** Scope ↔ the internal route segment (`all`, `category~kukly`, `list~sale`). */
export function scopeToSegment(scope: ListingScope): string {
  if (scope.kind === 'all') return 'all';
  return scope.kind === 'category' ? `category~${scope.slug}` : `list~${scope.list}`;
}

export function scopeFromSegment(segment: string): ListingScope | null {
  const value = routeParam(segment);
  if (value === 'all') return { kind: 'all' };
  const [kind, rest] = value.split('~');
  if (kind === 'category' && rest && SLUG.test(rest)) return { kind: 'category', slug: rest };
  if (kind === 'list' && (NAMED_LISTS as readonly string[]).includes(rest))
    return { kind: 'list', list: rest as NamedList };
  return null;
}
