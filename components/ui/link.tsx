'use client';

import NextLink from 'next/link';
import { type AnchorHTMLAttributes, type ComponentProps, type MouseEvent, useRef, useSyncExternalStore } from 'react';
import { beginNavigation } from '@/components/shell/progress';
import { showError } from '@/lib/shell/app-error';
import { hrefToString, isRefusedHref, planInAppNavigation, sameOriginPath } from '@/lib/shell/navigation';
import {
  linkMayPrefetch,
  prefetchSnapshot,
  serverPrefetchSnapshot,
  subscribePrefetchPolicy,
} from '@/lib/shell/prefetch-policy';

type Props = ComponentProps<typeof NextLink>;

/** next/link's own props: not attributes of the bare <a> a refused link renders. */
const LINK_ONLY_PROPS = new Set([
  'href',
  'as',
  'replace',
  'scroll',
  'shallow',
  'passHref',
  'locale',
  'legacyBehavior',
  'unstable_dynamicOnHover',
  'transitionTypes',
]);

/**
 * The shop's Link: next/link plus the shell's rules (use it instead of next/link everywhere).
 * - Prefetch only once the build's route rules are known (1 s after load), never on slow-2g/2g or data saver,
 *   never for routes whose rule says so (docs/PRODUCT.md#prefetch).
 * - In-app navigation passes the route middleware: after a new deploy, or to a route outside the app, it becomes
 *   a full page load (docs/PRODUCT.md#navigation-guards). The loading bar starts here.
 * - javascript:, data: and vbscript: hrefs are refused: the link has no address (docs/PRODUCT.md#navigation-guards).
 */
export default function Link({ prefetch, onClick, onNavigate, ...props }: Props) {
  const clicked = useRef('');
  const policy = useSyncExternalStore(subscribePrefetchPolicy, prefetchSnapshot, serverPrefetchSnapshot);
  const href = hrefToString(props.href);

  if (isRefusedHref(href)) {
    const anchor = Object.fromEntries(Object.entries(props).filter(([key]) => !LINK_ONLY_PROPS.has(key)));
    return <a {...(anchor as AnchorHTMLAttributes<HTMLAnchorElement>)} aria-disabled="true" />;
  }

  const mayPrefetch =
    policy !== serverPrefetchSnapshot() && linkMayPrefetch(sameOriginPath(href, window.location.href));

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    clicked.current = event.currentTarget.href;
    onClick?.(event);
  };

  // Called by next/link only for a plain left click on an in-app link that nothing else has cancelled.
  const handleNavigate: NonNullable<Props['onNavigate']> = (event) => {
    let cancelled = false;
    onNavigate?.({ preventDefault: () => (cancelled = true) });
    if (cancelled) return event.preventDefault();
    const url = clicked.current || new URL(href, window.location.href).href;
    try {
      const plan = planInAppNavigation(new URL(url));
      // A full page load: after a new deploy, for routes outside the app, and for middleware redirects (the link
      // cannot re-aim next/link; useNavigate follows redirects in-app).
      if (plan.kind === 'document' || plan.url.href !== url) {
        event.preventDefault();
        if (props.replace) window.location.replace(plan.url.href);
        else window.location.assign(plan.url.href);
      } else {
        beginNavigation(url);
      }
    } catch (error) {
      event.preventDefault();
      console.error(error);
      showError(error as Error);
    }
  };

  return (
    <NextLink prefetch={mayPrefetch ? prefetch : false} onClick={handleClick} onNavigate={handleNavigate} {...props} />
  );
}
