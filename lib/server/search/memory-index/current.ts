// This process's one search index (in the process registry, lib/process-registry.ts), built in the background at
// start (or at the first search) and rebuilt when the words of the catalogue change. Whenever it may be out of date — an invalidation of
// search or the catalogue arrived (here or from another instance over the bus), and until the stamp in the database
// (../index-version.ts) says otherwise — the SQL path answers: a change shows at once, as it did before the index.
// The old copy is dropped before a new one is built, so the memory is never held twice.
import type { DbOrTx } from '@/lib/db/client';
import { TAG } from '@/lib/cache/policy';
import { processState } from '@/lib/process-registry';
import { onLocalInvalidation } from '@/lib/server/cache/invalidate';
import { searchIndexVersion } from '../index-version';
import { buildSearchIndex, type MemorySearchIndex } from './build';

/** How often a serving index asks the database for the stamp anyway (changes made by another process: the seed). */
const RECHECK_MS = 60_000;

export type SearchIndexState = {
  index: MemorySearchIndex | null;
  /** The running check or rebuild. */
  work: Promise<void> | null;
  /** Bumped by every invalidation that may concern search: a rebuild that saw an older one checks again. */
  changes: number;
  /** `changes` when the last check began: the index is current if none came since. */
  checkedChanges: number;
  checkedAt: number;
  listening: boolean;
};

// In the process registry: one index for the hints (route handler, fast route) and the results page.
const state = (processState.searchIndex ??= {
  index: null,
  work: null,
  changes: 0,
  checkedChanges: -1,
  checkedAt: 0,
  listening: false,
});

const CONCERNS_SEARCH: readonly string[] = [TAG.search, TAG.catalog];

async function bringUpToDate(db: DbOrTx): Promise<void> {
  for (;;) {
    const seen = state.changes;
    const version = await searchIndexVersion(db);
    if (state.index?.version !== version) {
      state.index = null;
      const index = await buildSearchIndex(db, version);
      console.info(`[search] in-process index built in ${index.buildMs} ms (${index.products.size} products)`);
      state.index = index;
    }
    state.checkedAt = Date.now();
    state.checkedChanges = seen;
    if (state.changes === seen) return;
  }
}

function startWork(db: DbOrTx) {
  state.work ??= bringUpToDate(db)
    .catch((error: Error) => {
      // The SQL path keeps answering; the next search tries again.
      state.index = null;
      console.error('[search] in-process index not built:', error.message);
    })
    .finally(() => (state.work = null));
}

/**
 * The index when it is sure to be current, else null (and a check or rebuild starts in the background). Give it the
 * database handle, never a transaction: the work outlives the request.
 */
export function currentSearchIndex(db: DbOrTx): MemorySearchIndex | null {
  listen();
  if (isCurrent()) {
    if (Date.now() - state.checkedAt > RECHECK_MS) startWork(db);
    return state.index;
  }
  startWork(db);
  return null;
}

/**
 * Whether the index is there and sure to be current, without starting anything (the shop server's fast route asks
 * this before it takes a request; the search itself then goes through currentSearchIndex as always).
 */
export function searchIndexIsCurrent(): boolean {
  listen();
  return isCurrent();
}

function listen() {
  if (state.listening) return;
  state.listening = true;
  onLocalInvalidation((tags) => {
    if (tags.some((tag) => CONCERNS_SEARCH.includes(tag))) state.changes++;
  });
}

const isCurrent = () => state.index !== null && state.checkedChanges === state.changes;

/** Settles when the running check or rebuild is done (tests, the benchmark's warm-up). */
export async function searchIndexSettled(): Promise<MemorySearchIndex | null> {
  while (state.work) await state.work;
  return isCurrent() ? state.index : null;
}
