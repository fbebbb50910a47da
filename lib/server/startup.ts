// The startup wiring: what a server process does once before it serves anything. It is the one place in lib/ that
// plugs the demo (lib/demo) into the shop: its pictures as the media source, its data into the database.
import { openDatabase } from '@/lib/db/client';
import { seedDemo } from '@/lib/demo/seed-demo';
import { toyPictures } from '@/lib/demo/media/toy-pictures';
import { seedPickupPoints } from '@/lib/demo/shipping/pickup-points';
import { signingKey } from '@/lib/server/auth/secret';
import { startBackgroundJobs } from '@/lib/server/background-jobs';
import { serverEnv } from '@/lib/server/env';
import { startInvalidationBus } from '@/lib/server/cache/invalidation-bus';
import { handOverToServer } from '@/lib/server/http/server-handoff';
import { runSteps, serverSteps } from '@/lib/server/http/server-steps';
import { ShopResponse } from '@/lib/server/http/shop-response';
import { shutDown } from '@/lib/server/maintenance/graceful-shutdown';
import { registerMediaSource } from '@/lib/server/media/media-source';
import { paymentsModeLogLine } from '@/lib/server/payments/providers';
import { publicEnv } from '@/lib/config/public-env';
import { connectRedis } from '@/lib/server/redis';
import { currentSearchIndex, hintsFastRoute } from '@/lib/server/search';
import { seedDelivery } from '@/lib/server/shipping/seed-delivery';

/**
 * Called from instrumentation.ts (Node runtime, not during `next build`); Next.js holds its requests until it ends.
 * The shop's server (server.mjs) listens once it has the steps, handed over first.
 */
export async function startServer(): Promise<void> {
  handOverServerParts();
  connectRedis();
  startInvalidationBus();
  registerMediaSource(toyPictures);
  // A real shop must never take «payments» by a button, nor silently lose online payment: say which it is.
  const paymentsLine = paymentsModeLogLine();
  if (paymentsLine) console.warn(paymentsLine);
  // Open (migrate, seed) the database now rather than on the first shopper's request. A store that cannot be
  // opened (e.g. DATA_DIR locked by another process) stops the server with a clear error.
  await prepareDatabase().catch((error: Error) => {
    console.error(`[db] cannot open the database: ${error.message}`);
    process.exit(1);
  });
  await loadWhatRequestsNeed().catch((error: Error) => {
    console.error(`[startup] cannot load the signing key: ${error.message}`);
    process.exit(1);
  });
  startBackgroundJobs();
  // The search hints' in-process index is built now, in the background (the SQL path answers meanwhile), so the first
  // shoppers typing after a start or a deploy do not all land on the slow path.
  currentSearchIndex((await openDatabase()).db);
}

/** The steps in front of Next and the shutdown, for the shop's server (lib/server/http/server-handoff.ts). */
function handOverServerParts() {
  const env = serverEnv();
  const steps = serverSteps({
    production: publicEnv.isProduction,
    responseCacheBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
    queryVariants: env.CACHE_QUERY_VARIANTS,
    testMode: env.SHOP_TEST_MODE,
    distDir: env.NEXT_DIST_DIR,
    // The search hints answer before Next's router while the in-process index is current
    // (docs/adr/0055-search-fast-route.md).
    fastRoutes: [hintsFastRoute],
  });
  handOverToServer({
    ResponseClass: ShopResponse,
    serve: runSteps(steps),
    shutDown: (signal, stopServing) => shutDown(signal, stopServing, env.SHUTDOWN_TIMEOUT_SEC),
  });
}

/**
 * What requests would otherwise load through the pool the first time they need it — possibly inside a transaction,
 * holding one connection while waiting for another (issue 25: the first checkouts after a start sealing their
 * letters with a key not read yet, every pooled connection held by them). Loaded once here, before the server
 * answers. A lazy read through the pool that is still reached inside a transaction fails at once instead
 * (lib/db/transaction-scope.ts).
 * - the signing key (lib/server/auth/secret.ts): session tokens, sealed letters, unsubscribe links; on PostgreSQL
 *   without AUTH_SECRET it is read from (or first written to) the database.
 */
async function loadWhatRequestsNeed(): Promise<void> {
  await signingKey();
}

/**
 * Opens the database and writes what every start needs: the delivery reference data and the pickup points
 * (checkout needs both, with or without the demo catalogue), and with SEED_DEMO=1 the demo shop's data.
 */
export async function prepareDatabase(): Promise<void> {
  const { db } = await openDatabase();
  await seedDelivery(db);
  await seedPickupPoints(db);
  if (serverEnv().SEED_DEMO) await seedDemo(db);
}
