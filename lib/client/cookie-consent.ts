'use client';

// The shopper's answer to the cookie banner (152-ФЗ: only the cookies the site needs until they agree). Kept in a
// cookie readable by page scripts for a year; the banner and the privacy page's «Настройки cookie» write it, and
// both, plus the Метрика loader, follow it through useCookieConsent.
import { useSyncExternalStore } from 'react';
import { getCookie, setCookie } from 'cookies-next/client';
import { COOKIE_CONSENT_COOKIE, ONE_YEAR_S, SHARED_COOKIE_OPTIONS } from '@/lib/config/cookies';

export type CookieConsent = 'accepted' | 'rejected';

/** The stored answer, or null when the shopper has not chosen yet. */
export function readConsent(): CookieConsent | null {
  if (typeof document === 'undefined') return null;
  const value = getCookie(COOKIE_CONSENT_COOKIE);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

const listeners = new Set<() => void>();

export function saveConsent(choice: CookieConsent) {
  setCookie(COOKIE_CONSENT_COOKIE, choice, { ...SHARED_COOKIE_OPTIONS, maxAge: ONE_YEAR_S });
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The answer; undefined while rendering on the server and hydrating (cached HTML never depends on it). */
export function useCookieConsent(): CookieConsent | null | undefined {
  return useSyncExternalStore<CookieConsent | null | undefined>(subscribe, readConsent, () => undefined);
}
