import { openDatabase } from '@/lib/db/client';
import { startBackgroundJobs } from '@/lib/server/background-jobs';
import { installRequestHook } from '@/lib/server/http/request-hook';
import { activeProviderName } from '@/lib/server/payments/providers';

/** What a server process does once at start (called from instrumentation.ts, Node runtime only). */
export function startServer() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  installRequestHook();
  if (activeProviderName() === 'test') {
    // A demo shop pays with the built-in test provider; a real one must not, or shoppers «pay» with a button.
    console.warn(
      '[payments] YOOKASSA_SHOP_ID / YOOKASSA_SECRET_KEY are not set: online payments use the built-in test provider («Тестовая оплата»). Set them before taking real orders.',
    );
  }
  // Open (migrate, seed) the database now rather than on the first shopper's request. A store that cannot be
  // opened (e.g. DATA_DIR locked by another process) stops the server with a clear error.
  openDatabase().catch((error: Error) => {
    console.error(`[db] cannot open the database: ${error.message}`);
    process.exit(1);
  });
  startBackgroundJobs();
}
