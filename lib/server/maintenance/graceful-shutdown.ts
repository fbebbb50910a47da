// Graceful shutdown (SIGTERM from an orchestrator, Ctrl-C): stop accepting, finish the requests in flight and the
// work queued after responses, then close the database, so a deployment loses nothing and leaves the PGlite
// folder unlocked. The shop's server (server.mjs) owns the signal: it hands `shutDown` the way to stop serving —
// close its HTTP server, wait for the requests in flight, then Next's own cleanup (after() work). Then the shop
// closes: background jobs finish what they are doing, the searches counted in memory are written, Redis and the
// database are closed, and the process exits 0 — or 1 when all this took longer than SHUTDOWN_TIMEOUT_SEC. A letter
// not sent by then is in the outbox: the next start sends it.
// Requests that do not finish (waiting on the database) would hold the server's close to the limit, and their
// transactions with it: shortly before the limit the database is closed under them (their transactions roll back,
// they fail and end), so the shop still closes within the limit — with exit code 1, as it cut requests short.
import { closeDatabase } from '@/lib/db/client';
import { stopBackgroundJobs } from '@/lib/server/background-jobs';
import { closeRedis } from '@/lib/server/redis';
import { stopSearchLogTimer, writePendingSearches } from '@/lib/server/search/search-log';

let started = false;

/** The part of the limit kept for closing the database under requests that have not finished. */
const reserveSec = (timeoutSec: number) => Math.min(5, timeoutSec / 3);

/**
 * Shuts the shop down once (a shell sends Ctrl-C's SIGINT twice): `stopServing` resolves when no request is left
 * in flight; then the shop closes and the process exits.
 */
export function shutDown(signal: NodeJS.Signals, stopServing: () => Promise<void>, timeoutSec: number): void {
  if (started) return;
  started = true;
  console.log(`[shutdown] ${signal}: finishing the requests in flight`);
  setTimeout(() => {
    console.error(`[shutdown] not finished within ${timeoutSec} s: exiting anyway`);
    process.exit(1);
  }, timeoutSec * 1000).unref();

  let cutShort = false;
  const cutRequestsShort = setTimeout(
    () => {
      cutShort = true;
      console.error('[shutdown] requests still waiting: closing the database under them');
      closeDatabase({ timeoutSec: 1 }).catch((error: Error) => console.error('[shutdown] database:', error.message));
    },
    (timeoutSec - reserveSec(timeoutSec)) * 1000,
  );
  cutRequestsShort.unref();

  void stopServing()
    .catch((error: Error) => console.error('[shutdown] server:', error.message))
    .then(async () => {
      clearTimeout(cutRequestsShort);
      await closeShop();
      console.log(cutShort ? '[shutdown] done, requests cut short' : '[shutdown] done');
      process.exit(cutShort ? 1 : 0);
    });
}

/** What the shop closes once no request is left. */
async function closeShop() {
  await stopBackgroundJobs().catch((error: Error) => console.error('[shutdown] background jobs:', error.message));
  stopSearchLogTimer();
  await writePendingSearches();
  await closeRedis().catch(() => {});
  await closeDatabase().catch((error: Error) => console.error('[shutdown] database:', error.message));
}
