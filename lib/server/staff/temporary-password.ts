// Temporary staff passwords: the one an administrator is shown when they add a person or reset a password. It is
// read off a screen and maybe passed on, so it stops working after STAFF_TEMPORARY_PASSWORD_HOURS (72 by default)
// and the back office lets its holder do nothing but choose their own (lib/server/staff/guard.ts).
import { randomInt } from 'node:crypto';
import { serverEnv } from '@/lib/server/env';

export const TEMPORARY_PASSWORD_EXPIRED = 'Временный пароль истёк: попросите администратора выдать новый';
export const PASSWORD_CHANGE_REQUIRED = 'Смените временный пароль, чтобы работать в панели';

/** Twelve characters a person can type from the screen (no look-alikes), ~70 bits. */
export function newTemporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** When a temporary password given now stops working. */
export function temporaryPasswordExpiry(now = Date.now()): Date {
  return new Date(now + serverEnv().STAFF_TEMPORARY_PASSWORD_HOURS * 3600_000);
}

/** Whether the account's password is a temporary one past its time (null: the person's own password). */
export function temporaryPasswordExpired(expiresAt: Date | null, now = Date.now()): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now;
}
