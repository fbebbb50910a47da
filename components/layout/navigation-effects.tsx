'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { progress } from '@/components/shell/progress';

/** Scroll to the top on route change, after 100 ms (docs/PRODUCT.md#routing-rules). */
export const SCROLL_DELAY_MS = 100;

/**
 * The loading bar's end and scroll-to-top for in-app navigation. The bar starts where navigation starts (the shop
 * Link, useNavigate) or on back/forward here; it ends when the new route renders or fails (docs/PRODUCT.md#loading-bar).
 * Back/forward keeps the browser's restored scroll position. Rendered once in the root layout (inside Suspense).
 */
export function NavigationEffects() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const route = `${pathname}?${search}`;
  const lastRoute = useRef(route);
  const fromHistory = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      const params = new URLSearchParams(window.location.search).toString();
      if (`${window.location.pathname}?${params}` === lastRoute.current) return; // only the hash changed
      fromHistory.current = true;
      progress.start();
    };
    const onError = () => progress.finish();
    window.addEventListener('popstate', onPopState);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);

  useEffect(() => {
    progress.finish();
    if (lastRoute.current === route) return; // first render
    lastRoute.current = route;
    if (fromHistory.current) {
      fromHistory.current = false;
      return;
    }
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [route]);

  return null;
}
