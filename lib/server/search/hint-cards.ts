// Product cards for the hints box by id, kept a while per process: the goods that win fresh queries are mostly the
// popular ones, so most answers need no read at all. As fresh as the hints' own memo (lib/cache/policy.ts,
// `searchHintCards`): gone at the policy's lifetime or at once when search or the catalogue is invalidated.
import { memoPolicy } from '@/lib/cache/policy';
import { onLocalInvalidation } from '@/lib/server/cache/invalidate';
import type { CardRow } from '@/lib/server/catalog/product-card';

export type HintCardRow = CardRow & { isActive: boolean };
type Entry = { row: HintCardRow | null; expires: number };

/** Bounded: the oldest entries go first. */
const MAX_CARDS = 5000;

type State = { cards: Map<number, Entry>; listening: boolean };
const KEY = Symbol.for('kukly-shop.search-hint-cards');
const state: State = ((globalThis as { [KEY]?: State })[KEY] ??= { cards: new Map(), listening: false });

/** The cards of these ids (null: no such product), read in one statement for those not kept. */
export async function hintCards(
  ids: readonly number[],
  read: (ids: number[]) => Promise<HintCardRow[]>,
): Promise<Map<number, HintCardRow | null>> {
  const policy = memoPolicy('searchHintCards');
  if (!state.listening) {
    state.listening = true;
    onLocalInvalidation((tags) => {
      if (tags.some((tag) => policy.tags.includes(tag))) state.cards = new Map();
    });
  }
  const now = Date.now();
  const out = new Map<number, HintCardRow | null>();
  const missing: number[] = [];
  for (const id of ids) {
    const entry = state.cards.get(id);
    if (entry && entry.expires > now) out.set(id, entry.row);
    else missing.push(id);
  }
  if (!missing.length) return out;
  // Taken before the read: an invalidation during it clears what the read then brings, not later copies.
  const cards = state.cards;
  const rows = new Map((await read(missing)).map((row) => [Number(row.id), row]));
  for (const id of missing) {
    const row = rows.get(id) ?? null;
    out.set(id, row);
    if (cards !== state.cards) continue;
    cards.delete(id);
    cards.set(id, { row, expires: now + policy.ttlMs });
    if (cards.size > MAX_CARDS) cards.delete(cards.keys().next().value!);
  }
  return out;
}
