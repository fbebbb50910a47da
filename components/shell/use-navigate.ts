'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { navigateTo, type NavigateOptions, type Navigator } from '@/lib/shell/navigation';
import { beginNavigation } from './progress';

/**
 * Programmatic navigation for client code: `navigate(url, {external, replace})`. Refuses external addresses without
 * `external` and javascript:/data:/vbscript: (throws NavigationRefusedError); after a new deploy it loads the page
 * afresh instead of navigating in-app.
 */
export function useNavigate() {
  const router = useRouter();
  return useCallback(
    (to: string, options: NavigateOptions = {}) => navigateTo(to, options, routerNavigator(router)),
    [router],
  );
}

/**
 * What navigateTo drives in the browser: Next's router for in-app moves (keeping the scroll position when `scroll`
 * is false), the window for full page loads, the loading bar at the start. Also used by the shell's link clicks
 * (link-navigation.tsx).
 */
export function routerNavigator(router: ReturnType<typeof useRouter>, scroll = true): Navigator {
  return {
    base: window.location.href,
    push: (path) => (scroll ? router.push(path) : router.push(path, { scroll })),
    replace: (path) => (scroll ? router.replace(path) : router.replace(path, { scroll })),
    assign: (url) => window.location.assign(url),
    replaceDocument: (url) => window.location.replace(url),
    onStart: beginNavigation,
  };
}
