// Which clicks on an anchor the shell turns into an in-app navigation (components/shell/link-navigation.tsx): what
// next/link used to decide per link, decided once for the whole document.

/** The parts of a click the decision reads (a MouseEvent has them all). */
type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'> & {
  target: EventTarget | null;
};

export type InAppLinkClick = { anchor: HTMLAnchorElement; url: URL; replace: boolean; scroll: boolean };

/**
 * The in-app navigation a click asks for, or null when the browser should follow the link itself: a click someone
 * already handled, another button or a modifier (a new tab or window), a target other than this tab, a download,
 * another origin, or a hash on the page itself (the browser scrolls to it).
 */
export function inAppLinkClick(click: Click, here: URL): InAppLinkClick | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const target = click.target as Element | null;
  const anchor = typeof target?.closest === 'function' ? target.closest('a[href]') : null;
  if (!anchor || anchor.tagName !== 'A') return null;
  const link = anchor as HTMLAnchorElement;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.getAttribute('href')!, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return { anchor: link, url, replace: link.hasAttribute('data-replace'), scroll: link.dataset.scroll !== 'keep' };
}
