'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { navigateTo, type NavigateOptions } from '@/lib/shell/navigation';
import { beginNavigation } from './progress';

/**
 * Programmatic navigation for client code: `navigate(url, {external, replace})`. Refuses external addresses without
 * `external` and javascript:/data:/vbscript: (throws NavigationRefusedError); after a new deploy it loads the page
 * afresh instead of navigating in-app.
 */
export function useNavigate() {
  const router = useRouter();
  return useCallback(
    (to: string, options: NavigateOptions = {}) =>
      navigateTo(to, options, {
        base: window.location.href,
        push: (path) => router.push(path),
        replace: (path) => router.replace(path),
        assign: (url) => window.location.assign(url),
        replaceDocument: (url) => window.location.replace(url),
        onStart: beginNavigation,
      }),
    [router],
  );
}
