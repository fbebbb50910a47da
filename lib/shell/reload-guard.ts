// A failed page chunk or token fault reloads the page once (docs/PRODUCT.md#chunk-errors); a second one within 10 s must not
// reload again, so a broken deploy or a dead network never loops. The time of the last reload is kept in
// sessionStorage, which survives the reload but not the tab.

export const RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_KEY = 'shop:chunk-reload';
export const TOKEN_RELOAD_KEY = 'shop:token-reload';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Claims the right to reload now: true (and the time is recorded) unless a reload was claimed under the same key
 * less than `windowMs` ago. Without storage nothing can be guarded, so nothing is reloaded.
 */
export function claimReload(
  storage: Store | null | undefined,
  key: string,
  now: number,
  windowMs = RELOAD_GUARD_MS,
): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(key)) || 0;
    if (last && now >= last && now - last < windowMs) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

/** sessionStorage when the browser allows it (it throws in some privacy modes). */
export function sessionStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
