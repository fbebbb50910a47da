// Clocks the test suites may run ahead. Return windows and expiry are weeks and months long, the product of the day
// changes at midnight: the suites move a clock forward (SHOP_TEST_MODE=1 only, through their test endpoints)
// instead of waiting. Each clock has its name and its own shift, so a suite moves only its own. Without test mode a
// shift cannot be set, so in production every clock is the wall clock. The shifts are kept in the process registry
// (lib/process-registry.ts): the test endpoints set them and pages and jobs read them.
import { processState } from '@/lib/process-registry';
import { serverEnv } from '@/lib/server/env';

export const DAY_MS = 86_400_000;

/** The clocks there are: the bonus programme's, the offers' (the product of the day). */
export type ClockName = 'bonus' | 'offer';

export type NamedClock = {
  /** This clock's "now". */
  now: () => Date;
  /** Test mode only: the clock runs `days` ahead of the wall clock from now on (0 puts it back); false otherwise. */
  shift: (days: number) => boolean;
};

export function namedClock(name: ClockName): NamedClock {
  const shifts = (processState.clockShifts ??= new Map());
  return {
    now: () => new Date(Date.now() + (shifts.get(name) ?? 0)),
    shift: (days) => {
      if (!serverEnv().SHOP_TEST_MODE) return false;
      shifts.set(name, days * DAY_MS);
      return true;
    },
  };
}
