'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { ANALYTICS_CONFIG_KEY, type AnalyticsConfigResponse } from '@/lib/api/analytics';
import { swrFetcher } from '@/lib/api/fetcher';
import { flushPurchase, loadMetrika, metrikaHit, setMetrikaCounter } from '@/lib/client/analytics';
import { usePageIdle, whenIdle } from '@/lib/client/idle';
import { useCookieConsent } from '@/lib/client/cookie-consent';
import { CookieBanner } from './cookie-banner';

const ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/** The counter id of the running server (null: none), asked once the page is idle; undefined until known. */
export function useMetrikaId(askNow = false): string | null | undefined {
  const idle = usePageIdle() || askNow;
  const { data } = useSWR<AnalyticsConfigResponse>(idle ? ANALYTICS_CONFIG_KEY : null, swrFetcher, ONCE);
  return data ? data.metrika_id : undefined;
}

/** What ends the browser's largest-contentful-paint measurement: the shopper's first scroll, tap, click or key. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** True from the shopper's first interaction with the page on. */
function useInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    const done = () => setInteracted(true);
    const options = { capture: true, passive: true, once: true } as const;
    for (const type of FIRST_INTERACTION) window.addEventListener(type, done, options);
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, done, options);
    };
  }, []);
  return interacted;
}

/**
 * Web analytics for the storefront (lib/client/analytics.ts): once the page is idle it asks whether the shop has
 * a Метрика counter; without one nothing more happens. With one, it shows the cookie banner until the shopper
 * answers, and after «Принять» loads the counter when the browser is idle again and reports client-side page views.
 * The banner waits for the shopper's first scroll, tap or key: a block of text painted late would otherwise become
 * the page's largest contentful paint (it did on phones), and the browser stops measuring at the first interaction.
 * Nothing is lost by the wait: Метрика is not loaded until the answer anyway.
 */
export function AnalyticsRoot() {
  const id = useMetrikaId();
  const consent = useCookieConsent();
  const interacted = useInteracted();

  useEffect(() => {
    if (id !== undefined) setMetrikaCounter(id);
  }, [id]);

  useEffect(() => {
    if (id && consent === 'accepted') return whenIdle(loadMetrika);
  }, [id, consent]);

  const pathname = usePathname();
  const search = useSearchParams().toString();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = location.href;
    if (previous.current !== null && previous.current !== url) metrikaHit(url, previous.current);
    previous.current = url;
    // An order placed on the previous page (a client-side move to /cart-ok) is reported here.
    flushPurchase();
  }, [pathname, search]);

  return id && consent === null && interacted ? <CookieBanner /> : null;
}
