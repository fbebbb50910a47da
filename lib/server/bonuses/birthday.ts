// The birthday gift (lib/config/bonus-rules.ts): the birth date a customer gives in the profile, and the job that
// credits the gift `birthdayLeadDays` before the date, once a year, for a date set at least `birthdaySettledDays`
// before (changing the date starts that wait again, so a date cannot be moved to collect a second gift).
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { customerBirthdays } from '@/lib/db/schema';
import { bonusRules } from '@/lib/config/bonus-rules';
import { queryRows } from '@/lib/db/client';
import { bonusNow, DAY_MS } from './clock';
import { credit } from './ledger';

/** The Moscow calendar date of a moment, `YYYY-MM-DD`. */
export const moscowDate = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });

/** Sets, changes (restarting the wait) or removes the birth date; the same date again changes nothing. */
export async function saveBirthDate(tx: Tx, userId: number, birthDate: string | null): Promise<void> {
  if (birthDate === null) {
    await tx.delete(customerBirthdays).where(eq(customerBirthdays.userId, userId));
    return;
  }
  await tx
    .insert(customerBirthdays)
    .values({ userId, birthDate, setAt: bonusNow() })
    .onConflictDoUpdate({
      target: customerBirthdays.userId,
      set: { birthDate, setAt: bonusNow() },
      setWhere: sql`${customerBirthdays.birthDate} <> ${birthDate}`,
    });
}

const BATCH = 500;

/**
 * Credits the gifts due now: the next birthday (this year's, or next year's once this one has passed; 29 February
 * is 28 February in other years) is at most `birthdayLeadDays` away, and none was credited for that year.
 * Safe to run often and on several instances: the year's gift is unique per customer.
 */
export async function creditBirthdays(db: Db): Promise<number> {
  const now = bonusNow();
  const today = moscowDate(now);
  const settled = new Date(now.getTime() - bonusRules.birthdaySettledDays * DAY_MS);
  const due = await queryRows<{ user_id: number; year: number }>(
    db,
    sql`with b as (
          select user_id, birth_date,
            (extract(year from ${today}::date) - extract(year from birth_date))::int as age
          from ${customerBirthdays} where set_at <= ${settled.toISOString()}::timestamptz
        ), n as (
          select user_id,
            case when (birth_date + make_interval(years => age))::date >= ${today}::date
              then (birth_date + make_interval(years => age))::date
              else (birth_date + make_interval(years => age + 1))::date end as next_day
          from b
        )
        select user_id, extract(year from next_day)::int as year from n
        where next_day - ${today}::date <= ${bonusRules.birthdayLeadDays}
          and not exists (select 1 from bonus_entries e where e.customer_id = n.user_id and e.kind = 'birthday'
                          and e.year = extract(year from n.next_day)::int)
        limit ${BATCH}`,
  );
  let credited = 0;
  for (const row of due) {
    const id = await db.transaction((tx) =>
      credit(tx, {
        customerId: Number(row.user_id),
        kind: 'birthday',
        points: bonusRules.birthdayPoints,
        availableAt: now,
        year: Number(row.year),
      }),
    );
    if (id !== null) credited += 1;
  }
  return credited;
}
