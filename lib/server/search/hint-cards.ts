// Product cards for the hints box by id, kept a while per process: the goods that win fresh queries are mostly the
// popular ones, so most answers need no read at all; the cards missing in the answers being made at one moment are
// read together, in one statement. As fresh as the hints' own memo (lib/cache/policy.ts, `searchHintCards`): gone at
// the policy's lifetime or at once when search or the catalogue is invalidated. Cards shown within their lifetime are
// read again in the background before it ends (in large statements, a few a minute), so an answer seldom waits for
// one that expired; cards nobody asks for run out.
import { memoPolicy } from '@/lib/cache/policy';
import { processState } from '@/lib/process-registry';
import { onLocalInvalidation } from '@/lib/server/cache/invalidate';
import type { CardRow } from '@/lib/server/catalog/product-card';

export type HintCardRow = CardRow & { isActive: boolean };
type Entry = { row: HintCardRow | null; expires: number; used: number };

/** Bounded (about 10 MB): the oldest entries go first. Fresh queries over 100 000 goods bring many of them. */
const MAX_CARDS = 20_000;

type Read = (ids: number[]) => Promise<HintCardRow[]>;
/** The ids asked for since the last read began, and the rows their one read will bring. */
type Batch = { ids: Set<number>; rows: Promise<Map<number, HintCardRow>> };
export type HintCardsState = {
  cards: Map<number, Entry>;
  listening: boolean;
  batch: Batch | null;
  /** The latest read given (the database), for the background refresh; its timer. */
  read: Read | null;
  refresher: NodeJS.Timeout | null;
};
// In the process registry: the hints' fast route (instrumentation) and their route handler read one set of cards.
const state = (processState.searchHintCards ??= {
  cards: new Map(),
  listening: false,
  batch: null,
  read: null,
  refresher: null,
});

/** Ids read again per statement by the background refresh (PGlite runs a statement on the event loop: keep it short). */
const REFRESH_CHUNK = 500;

/**
 * Reads again the kept cards that were shown since they were read and expire within half a lifetime, so they stay
 * kept; runs every half lifetime. An invalidation meanwhile leaves the new, empty map alone.
 */
async function refreshCards(ttlMs: number) {
  const read = state.read;
  const cards = state.cards;
  const started = Date.now();
  const due: number[] = [];
  for (const [id, entry] of cards) {
    if (entry.expires - started <= ttlMs / 2 && entry.used > entry.expires - ttlMs) due.push(id);
  }
  for (let at = 0; read && at < due.length && cards === state.cards; at += REFRESH_CHUNK) {
    const ids = due.slice(at, at + REFRESH_CHUNK);
    const rows = new Map((await read(ids)).map((row) => [Number(row.id), row]));
    if (cards !== state.cards) return;
    for (const id of ids) {
      const entry = cards.get(id);
      if (entry) Object.assign(entry, { row: rows.get(id) ?? null, expires: started + ttlMs });
    }
  }
}

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

/** Stops the background refresh (a test closing its database; the timer is unref'd, a server never needs it). */
export function stopHintCardsRefresh() {
  if (state.refresher) clearInterval(state.refresher);
  state.refresher = null;
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
  state.read = read;
  if (!state.refresher) {
    state.refresher = setInterval(
      () => void refreshCards(policy.ttlMs).catch((error: Error) => console.error('[search] cards:', error.message)),
      policy.ttlMs / 2,
    );
    state.refresher.unref();
  }
  const now = Date.now();
  const out = new Map<number, HintCardRow | null>();
  const missing: number[] = [];
  for (const id of ids) {
    const entry = state.cards.get(id);
    if (entry && entry.expires > now) {
      out.set(id, entry.row);
      entry.used = now;
    } else missing.push(id);
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
    cards.set(id, { row, expires: now + policy.ttlMs, used: now });
    if (cards.size > MAX_CARDS) cards.delete(cards.keys().next().value!);
  }
  return out;
}
