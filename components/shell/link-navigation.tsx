'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { showError } from '@/lib/shell/app-error';
import { getRouteRules } from '@/lib/shell/build-meta';
import { canPrefetch } from '@/lib/shell/connection';
import { inAppLinkClick } from '@/lib/shell/link-clicks';
import { navigateTo } from '@/lib/shell/navigation';
import { linkMayPrefetch, subscribePrefetchPolicy } from '@/lib/shell/prefetch-policy';
import { routerNavigator } from './use-navigate';

type Router = ReturnType<typeof useRouter>;

/**
 * Every shop Link is a plain anchor (components/ui/link.tsx); this island, mounted once by the root layout (on the
 * storefront and in the back office alike), gives them what next/link gave each one, at the cost of one listener
 * and one observer instead of a component per link:
 * - a plain left click on a same-origin link goes the way every programmatic navigation goes (navigateTo: the route
 *   middleware of docs/PRODUCT.md#navigation-guards, then an in-app navigation with the loading bar, or a full page
 *   load when the middleware says so);
 * - a link prefetches its page when it becomes visible, once the route rules are known (docs/PRODUCT.md#prefetch).
 *   The queue of at most 4 prefetches is the shell's fetch limiter (lib/shell/prefetch-limiter.ts).
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => followLinksInApp(router), [router]);
  useEffect(() => prefetchVisibleLinks(router), [router]);
  return null;
}

function followLinksInApp(router: Router): () => void {
  // Registered after React's own listener on the document: a link's onClick that calls preventDefault runs first.
  const onClick = (event: MouseEvent) => {
    const click = inAppLinkClick(event, new URL(window.location.href));
    if (!click) return;
    event.preventDefault();
    try {
      navigateTo(click.url.href, { replace: click.replace }, routerNavigator(router, click.scroll));
    } catch (error) {
      console.error(error);
      showError(error as Error);
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

function prefetchVisibleLinks(router: Router): () => void {
  let visibility: IntersectionObserver | null = null;
  let additions: MutationObserver | null = null;
  let frame = 0; // a batch of added links waiting for the next frame
  const observed = new WeakSet<Element>();
  const asked = new Set<string>();

  const prefetch = (anchor: HTMLAnchorElement) => {
    if (anchor.dataset.prefetch === 'off' || !anchor.href) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    const path = `${url.pathname}${url.search}`;
    if (asked.has(path) || path === `${window.location.pathname}${window.location.search}`) return;
    if (!linkMayPrefetch(url.pathname)) return; // rules of the route, slow connection or data saver
    asked.add(path);
    router.prefetch(path);
  };
  const observeAll = () => {
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (observed.has(anchor)) continue;
      observed.add(anchor);
      visibility!.observe(anchor);
    }
  };
  const start = () => {
    if (visibility || !getRouteRules() || !canPrefetch()) return;
    visibility = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visibility!.unobserve(entry.target);
        prefetch(entry.target as HTMLAnchorElement);
      }
    });
    observeAll();
    // Links drawn later (client navigations, cards drawn as a shelf scrolls, menus) are picked up in one batch.
    additions = new MutationObserver(() => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        observeAll();
      });
    });
    additions.observe(document.body, { childList: true, subtree: true });
  };

  start();
  const offPolicy = subscribePrefetchPolicy(start);
  return () => {
    offPolicy();
    visibility?.disconnect();
    additions?.disconnect();
    cancelAnimationFrame(frame);
  };
}
