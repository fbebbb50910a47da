// The shop's cookies: their names and the options they all share, one source for the browser and the server.
// The server adds httpOnly and Secure to the ones it sets (lib/server/http/cookie-options.ts); the browser sets
// only what page scripts must read themselves, through cookies-next (`cookies-next/client`).

/** The session (an httpOnly cookie set by the server; a readable one of that name is sent as a bearer token). */
export const TOKEN_COOKIE = 'token';
/** A guest's id for the cart and the wishlist (httpOnly, set by the server). */
export const GUEST_COOKIE = 'guest';
/** The shopper closed the banner that links to the old site: read before first paint, so not httpOnly. */
export const BANNER_CLOSED_COOKIE = 'old_banner_closed';
/** The shopper's city for delivery promises and the checkout (set by the city chooser, read by page scripts). */
export const CITY_COOKIE = 'city';

/** The shopper's answer to the cookie banner (`accepted` / `rejected`): page scripts read it to decide whether
 *  Яндекс Метрика may load, so not httpOnly; the server never reads it. */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';

/** Whole site, and sent along when the shopper follows a link from another site. */
export const SHARED_COOKIE_OPTIONS = { path: '/', sameSite: 'lax' } as const;

/** How long a remembered choice (a guest id, a closed banner) lasts, in seconds. */
export const ONE_YEAR_S = 365 * 24 * 3600;
