// The loading bar shared by every navigation source (shop Link, useNavigate, back/forward): nprogress drawn along
// lib/shell/loading-bar's estimate. Also remembers where each in-app navigation goes, for chunk-failure reloads.
import NProgress from 'nprogress';
import { recordNavigationTarget } from '@/lib/shell/chunk-error';
import { createLoadingBar } from '@/lib/shell/loading-bar';

// nprogress's own template marks the bar role="bar", which is no ARIA role (axe: aria-roles); the bar is decoration,
// so the template carries no role and nprogress finds the bar by its class.
NProgress.configure({
  showSpinner: false,
  trickle: false,
  minimum: 0.08,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

export const progress = createLoadingBar({ set: (n) => NProgress.set(n), done: () => NProgress.done() });

/** An in-app navigation to `url` begins. A navigation to the page itself (only a hash, or a refresh) has no bar. */
export function beginNavigation(url: string): void {
  recordNavigationTarget(url);
  const target = new URL(url, window.location.href);
  if (target.pathname !== window.location.pathname || target.search !== window.location.search) progress.start();
}
