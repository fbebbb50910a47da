// Product cards for the hints box by id, kept a while per process: the goods that win fresh queries are mostly the
// popular ones, so most answers need no read at all; the cards missing in the answers being made at one moment are
// read together, in one statement. As fresh as the hints' own memo (lib/cache/policy.ts, `searchHintCards`): gone at
// the policy's lifetime or at once when search or the catalogue is invalidated.
import { memoPolicy } from '@/lib/cache/policy';
import { onLocalInvalidation } from '@/lib/server/cache/invalidate';
import type { CardRow } from '@/lib/server/catalog/product-card';

export type HintCardRow = CardRow & { isActive: boolean };
type Entry = { row: HintCardRow | null; expires: number };

/** Bounded (about 10 MB): the oldest entries go first. Fresh queries over 100 000 goods bring many of them. */
const MAX_CARDS = 20_000;

type Read = (ids: number[]) => Promise<HintCardRow[]>;
/** The ids asked for since the last read began, and the rows their one read will bring. */
type Batch = { ids: Set<number>; rows: Promise<Map<number, HintCardRow>> };
type State = { cards: Map<number, Entry>; listening: boolean; batch: Batch | null };
const KEY = Symbol.for('kukly-shop.search-hint-cards');
const state: State = ((globalThis as { [KEY]?: State })[KEY] ??= { cards: new Map(), listening: false, batch: null });

/** The rows of these ids, read in one statement with those other answers ask for in the same turn of the loop. */
function readTogether(ids: number[], read: Read): Promise<Map<number, HintCardRow>> {
  if (!state.batch) {
    const batch: Batch = {
      ids: new Set(),
      rows: new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        if (state.batch === batch) state.batch = null;
        return new Map((await read([...batch.ids])).map((row) => [Number(row.id), row]));
      }),
    };
    state.batch = batch;
  }
  for (const id of ids) state.batch.ids.add(id);
  return state.batch.rows;
}

/** The cards of these ids (null: no such product), read in one statement for those not kept. */
export async function hintCards(ids: readonly number[], read: Read): Promise<Map<number, HintCardRow | null>> {
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
  const rows = await readTogether(missing, read);
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
