// The shop's periodic work, started once per server process (lib/server/startup.ts): the automatic cancellation of
// unpaid orders, refunds cut off by a restart sent again, and the outbox sweep (sending letters, retrying failed ones; letters left unsent by a restart
// are picked up by the first sweep). Every JOBS_INTERVAL_SEC; the timer is unref'd so it never keeps a process
// alive, and a run never overlaps the previous one. Several instances may run it together: each job takes its rows
// with FOR UPDATE SKIP LOCKED.
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/server/env';
import { setOutboxWaker, sweepOutbox } from '@/lib/server/mail/outbox-sender';
import { cancelOverdueOrders } from '@/lib/server/orders/auto-cancel';
import { settleStuckRefunds } from '@/lib/server/payments/refunds';

const GLOBAL_KEY = Symbol.for('kukly-shop.background-jobs');
type Holder = { [GLOBAL_KEY]?: true };

async function runOnce(job: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    console.error(`[jobs] ${job} failed:`, (error as Error).message);
  }
}

export function startBackgroundJobs(): void {
  const holder = globalThis as Holder;
  if (holder[GLOBAL_KEY]) return;
  holder[GLOBAL_KEY] = true;
  const intervalMs = serverEnv().JOBS_INTERVAL_SEC * 1000;

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

  let ordersRunning = false;
  const tick = async () => {
    sweepMail();
    if (ordersRunning) return;
    ordersRunning = true;
    await runOnce('auto-cancel', async () => cancelOverdueOrders(await getDb()));
    await runOnce('stuck refunds', async () => settleStuckRefunds(await getDb()));
    ordersRunning = false;
  };
  setTimeout(() => void tick(), Math.min(intervalMs, 5000)).unref();
  setInterval(() => void tick(), intervalMs).unref();
}
