// The browser's reaction to a token fault reported by the API fetcher (lib/api/fetcher.ts): reload the page so it
// renders as a guest, at most once per 10 s so a server that keeps refusing the token never loops the page.
import { setTokenFaultReaction } from '@/lib/api/fetcher';
import { claimReload, sessionStore, TOKEN_RELOAD_KEY } from './reload-guard';

export function reloadAfterTokenFault(): void {
  if (claimReload(sessionStore(), TOKEN_RELOAD_KEY, Date.now())) window.location.reload();
}

/** Hands the reaction to the fetcher; the shell calls it once, before any request can fail. */
export const installTokenFaultReload = () => setTokenFaultReaction(reloadAfterTokenFault);
