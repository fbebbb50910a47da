// Addresses that carry a secret: the links of the shop's letters put a token in the URL (a new password's
// /reset-password/<token>, the alerts' /alerts/unsubscribe?token=…), and whoever holds the URL holds the token.
// Such an address must not reach a third party: web analytics counts page views by their URL and referrer, so the
// counter is never loaded on such a page, a page view of one is never sent, and a referrer that is one goes out
// without its secret (lib/client/analytics.ts).

/** Paths whose rest is a secret (the token itself) or whose every page is reached from a letter's link. */
const SECRET_PATH = /^\/(reset-password|alerts)(\/|$)/;
/** Query parameters that hold a secret, on any page. */
const SECRET_PARAMS = ['token', 'key', 'code', 'secret'];

function parsed(url: string): URL | null {
  try {
    return new URL(url, 'https://shop.invalid');
  } catch {
    return null;
  }
}

/** Whether the URL (absolute, or a path of this site) carries a secret; an unreadable one is taken to. */
export function carriesSecret(url: string): boolean {
  if (!url) return false;
  const u = parsed(url);
  if (!u) return true;
  return SECRET_PATH.test(u.pathname) || SECRET_PARAMS.some((name) => u.searchParams.has(name));
}

/** The URL without its secret: such a page's section (`…/reset-password`) with no query or fragment. */
export function withoutSecret(url: string): string {
  if (!carriesSecret(url)) return url;
  const u = parsed(url);
  if (!u) return '';
  const section = u.pathname.match(SECRET_PATH)?.[1];
  const path = section ? `/${section}` : u.pathname;
  return u.origin === 'https://shop.invalid' ? path : `${u.origin}${path}`;
}
