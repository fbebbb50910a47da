// The shop's periodic work, started once per server process (lib/server/startup.ts): the automatic cancellation of
// unpaid orders, refunds cut off by a restart sent again, the letters of product alerts that came due
// (lib/server/alerts/alert-job.ts), the outbox sweep (sending letters, retrying failed ones; letters left unsent by
// a restart are picked up by the first sweep) and the pruning of tables that grow for ever
// (lib/server/maintenance/prune.ts), and the birthday gifts of the bonus programme (with the pruning: a gift is due
// days ahead, so its cadence is plenty). Every JOBS_INTERVAL_SEC (pruning every PRUNE_INTERVAL_MIN); the timers are
// unref'd so they never keep a process alive, and a run never overlaps the previous one. Several instances may run
// it together: each job takes its rows with FOR UPDATE SKIP LOCKED (pruning: an advisory lock).
// stopBackgroundJobs() (graceful shutdown) stops the timers and waits for the work under way.
import { getDb } from '@/lib/db/client';
import { sendDueAlerts } from '@/lib/server/alerts/alert-job';
import { serverEnv } from '@/lib/server/env';
import { setOutboxWaker, sweepOutbox } from '@/lib/server/mail/outbox-sender';
import { DEFAULT_PRUNE_RULES, pruneTables } from '@/lib/server/maintenance/prune';
import { cancelOverdueOrders, cancelUnconfirmedCodOrders } from '@/lib/server/orders/auto-cancel';
import { settleStuckRefunds } from '@/lib/server/payments/refunds';
import { creditBirthdays } from '@/lib/server/bonuses/birthday';

type Running = { stop: () => Promise<void> };
/** Started and stopped by instrumentation alone (startup, graceful shutdown): a module variable is enough. */
let running: Running | undefined;

async function runOnce(job: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    console.error(`[jobs] ${job} failed:`, (error as Error).message);
  }
}

export function startBackgroundJobs(): void {
  if (running) return;
  const env = serverEnv();
  const intervalMs = env.JOBS_INTERVAL_SEC * 1000;
  let stopping = false;

  let mailRunning: Promise<void> | null = null;
  let mailAgain = false;
  const sweepMail = () => {
    if (mailRunning) {
      mailAgain = true;
      return;
    }
    mailRunning = runOnce('outbox', async () => sweepOutbox(await getDb())).finally(() => {
      mailRunning = null;
      if (mailAgain) {
        mailAgain = false;
        sweepMail();
      }
    });
  };
  setOutboxWaker(sweepMail);

  let ordersRunning: Promise<void> | null = null;
  const tick = () => {
    sweepMail();
    if (ordersRunning || stopping) return;
    ordersRunning = (async () => {
      await runOnce('auto-cancel', async () => cancelOverdueOrders(await getDb()));
      // Cash-on-delivery orders nobody confirmed in COD_CONFIRM_TIMEOUT_HOURS give their goods back the same way.
      await runOnce('unconfirmed cash on delivery', async () => cancelUnconfirmedCodOrders(await getDb()));
      await runOnce('stuck refunds', async () => settleStuckRefunds(await getDb()));
      await runOnce('product alerts', async () => sendDueAlerts(await getDb()));
    })().finally(() => (ordersRunning = null));
  };

  let pruneRunning: Promise<void> | null = null;
  const prune = () => {
    if (pruneRunning || stopping) return;
    pruneRunning = runOnce('pruning', async () => {
      const removed = await pruneTables(await getDb(), {
        ...DEFAULT_PRUNE_RULES,
        guestDays: env.PRUNE_GUEST_DAYS,
        sentMailDays: env.PRUNE_SENT_MAIL_DAYS,
        searchLogDays: env.PRUNE_SEARCH_LOG_DAYS,
      });
      const said = Object.entries(removed ?? {}).filter(([, n]) => n > 0);
      if (said.length) console.log(`[jobs] pruned ${said.map(([table, n]) => `${table}: ${n}`).join(', ')}`);
    })
      .then(() => runOnce('birthdays', async () => creditBirthdays(await getDb())))
      .finally(() => (pruneRunning = null));
  };

  const pruneMs = env.PRUNE_INTERVAL_MIN * 60_000;
  const timers = [
    setTimeout(tick, Math.min(intervalMs, 5000)),
    setInterval(tick, intervalMs),
    setTimeout(prune, Math.min(pruneMs, 10_000)),
    setInterval(prune, pruneMs),
  ];
  for (const timer of timers) timer.unref();

  running = {
    stop: async () => {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      // Letters woken by the last requests are still sent (a sweep woken while one ran starts once more): wait
      // until none is running. Whatever is left is in the outbox for the next start.
      while (mailRunning || ordersRunning || pruneRunning) {
        await Promise.all([mailRunning, ordersRunning, pruneRunning]);
      }
    },
  };
}

/** Stops the timers and waits for the jobs under way (letters being sent, orders being cancelled). */
export async function stopBackgroundJobs(): Promise<void> {
  await running?.stop();
}
