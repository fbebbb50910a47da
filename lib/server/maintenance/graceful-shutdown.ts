// Graceful shutdown (SIGTERM from an orchestrator, Ctrl-C): stop accepting, finish the requests in flight and the
// work queued after responses, then close the database, so a deployment loses nothing and leaves the PGlite
// folder unlocked. Next.js (`next start` and the standalone server alike) already handles the signal: it closes the
// HTTP server, waits for the requests in flight, runs its own cleanup (after() work) and then calls process.exit
// (code 143). Its handler is kept, and that exit is where the shop's own closing happens: background jobs
// finish what they are doing, the searches counted in memory are written, Redis and the database are closed, and the process exits 0 — or 1 when all this
// took longer than SHUTDOWN_TIMEOUT_SEC. A letter not sent by then is in the outbox: the next start sends it.
// Requests that do not finish (waiting on the database) would hold Next's close to the limit, and their
// transactions with it: shortly before the limit the database is closed under them (their transactions roll back,
// they fail and end), so the shop still closes within the limit — with exit code 1, as it cut requests short.
import { closeDatabase } from '@/lib/db/client';
import { stopBackgroundJobs } from '@/lib/server/background-jobs';
import { closeRedis } from '@/lib/server/redis';
import { stopSearchLogTimer, writePendingSearches } from '@/lib/server/search/search-log';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/** Installed once, by instrumentation alone: a module variable is enough. */
let installed = false;

export function installGracefulShutdown(timeoutSec: number): void {
  if (installed) return;
  installed = true;
  for (const signal of SIGNALS) {
    const nextHandlers = process.listeners(signal);
    process.removeAllListeners(signal);
    process.on(signal, () => shutDown(signal, nextHandlers, timeoutSec));
  }
}

let started = false;

/** The part of the limit kept for closing the database under requests that have not finished. */
const reserveSec = (timeoutSec: number) => Math.min(5, timeoutSec / 3);

function shutDown(signal: NodeJS.Signals, nextHandlers: NodeJS.SignalsListener[], timeoutSec: number) {
  if (started) return; // a shell sends Ctrl-C's SIGINT twice
  started = true;
  console.log(`[shutdown] ${signal}: finishing the requests in flight`);
  const exit = process.exit.bind(process);
  setTimeout(() => {
    console.error(`[shutdown] not finished within ${timeoutSec} s: exiting anyway`);
    exit(1);
  }, timeoutSec * 1000).unref();

  let closing: Promise<void> | null = null;
  let cutShort = false;
  const cutRequestsShort = setTimeout(
    () => {
      if (closing) return;
      cutShort = true;
      console.error('[shutdown] requests still waiting: closing the database under them');
      closeDatabase({ timeoutSec: 1 }).catch((error: Error) => console.error('[shutdown] database:', error.message));
    },
    (timeoutSec - reserveSec(timeoutSec)) * 1000,
  );
  cutRequestsShort.unref();
  const closeShop = () => {
    clearTimeout(cutRequestsShort);
    closing ??= (async () => {
      await stopBackgroundJobs().catch((error: Error) => console.error('[shutdown] background jobs:', error.message));
      stopSearchLogTimer();
      await writePendingSearches();
      await closeRedis().catch(() => {});
      await closeDatabase().catch((error: Error) => console.error('[shutdown] database:', error.message));
      console.log(cutShort ? '[shutdown] done, requests cut short' : '[shutdown] done');
      exit(cutShort ? 1 : 0);
    })();
  };
  if (nextHandlers.length === 0) return closeShop();
  // Next's handler ends with process.exit once its server is closed: that is the moment to close the shop.
  process.exit = (() => closeShop()) as typeof process.exit;
  for (const handler of nextHandlers) handler(signal);
}
