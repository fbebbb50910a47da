'use client';

import { useEffect } from 'react';
import { limitPrefetches } from '@/lib/shell/prefetch-limiter';
import { installTokenFaultReload } from '@/lib/shell/token-fault';
import { AppErrorOverlay } from './app-error-overlay';
import { InterestingPrompt } from './interesting-prompt';
import { VersionWatcher } from './version-watcher';

// At module load, before any request of the page can fail: the API fetcher learns how the shell reacts to a
// token fault (it reloads the page, guarded against loops).
installTokenFaultReload();

/**
 * The application shell's client island, mounted once in the root layout after the page content: new-version
 * detection, the prefetch queue, the application error screen and the 'interesting' prompt.
 * Chunk-failure recovery runs earlier, from an inline <head> script (chunk-recovery-script.ts).
 */
export function AppShell() {
  // Links start prefetching only after the build meta arrives (1 s after load), so this is in place before.
  useEffect(() => limitPrefetches(window), []);
  return (
    <>
      <VersionWatcher />
      <AppErrorOverlay />
      <InterestingPrompt />
    </>
  );
}
