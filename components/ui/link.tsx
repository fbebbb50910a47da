import type { AnchorHTMLAttributes, Ref } from 'react';
import type { UrlObject } from 'url';
import { hrefToString, isRefusedHref } from '@/lib/shell/navigation';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string | UrlObject;
  /** `false`: never prefetched, even when visible. */
  prefetch?: boolean | null;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** `false`: keep the scroll position after the navigation. */
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The shop's Link (use it instead of next/link everywhere): a plain anchor, drawn on the server, that costs nothing
 * to hydrate. The shell's one click listener makes it an in-app navigation (guards, loading bar) and its one
 * observer prefetches it when visible (components/shell/link-navigation.tsx; docs/adr/0083-less-work-at-start.md).
 * javascript:, data: and vbscript: hrefs are refused: the link has no address (docs/PRODUCT.md#navigation-guards).
 */
export default function Link({ href, prefetch, replace, scroll, ...anchor }: Props) {
  const to = hrefToString(href);
  if (isRefusedHref(to)) return <a {...anchor} aria-disabled="true" />;
  return (
    <a
      {...anchor}
      href={to}
      data-prefetch={prefetch === false ? 'off' : undefined}
      data-replace={replace ? '' : undefined}
      data-scroll={scroll === false ? 'keep' : undefined}
    />
  );
}
