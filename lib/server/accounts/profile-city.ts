// The shopper's city in a signed-in shopper's profile (the `city` of the cabinet's personal data): what the header's
// chooser picked, so it follows the shopper to another device (docs/adr/0066-city-guess.md and
// docs/adr/0076-profile-city.md). On the device itself the city lives in the `city` cookie, read by page scripts; the
// server only keeps and answers the profile's copy.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { findDeliveryCity } from '@/lib/server/shipping/city-promise';

const UNKNOWN_CITY = 'Выберите город из списка';

/**
 * The profile's city when the delivery data knows it, as that data spells it; null when the profile has none or
 * one typed in the cabinet that no delivery goes to (the chooser then asks, as on a first visit).
 */
export async function readProfileCity(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ city: users.city }).from(users).where(eq(users.id, userId));
  if (!row?.city) return null;
  return (await findDeliveryCity(db, row.city))?.city ?? null;
}

/** Keeps the chosen city in the profile; a city the delivery data does not know is a 400. */
export async function saveProfileCity(db: DbOrTx, userId: number, name: string): Promise<string> {
  const known = await findDeliveryCity(db, name);
  if (!known) throw badRequest('Мы не знаем такого города', { city: UNKNOWN_CITY });
  await db.update(users).set({ city: known.city, updatedAt: new Date() }).where(eq(users.id, userId));
  return known.city;
}

/**
 * At sign-in: the city chosen on this device (its cookie) becomes the profile's when the profile has none, so the
 * shopper is not asked again on the next device. A profile city already there is the shopper's and stays.
 */
export async function adoptDeviceCity(db: DbOrTx, userId: number, cookieCity: string | undefined): Promise<void> {
  const name = cookieCity?.trim().slice(0, 100);
  if (!name) return;
  const known = await findDeliveryCity(db, name);
  if (!known) return;
  await db
    .update(users)
    .set({ city: known.city, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.city, '')));
}
