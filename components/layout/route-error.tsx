'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/shell/chunk-error';
import { ErrorScreen } from './error-screen';

/**
 * A page's error boundary (app/error.tsx). A chunk that failed to load is not this page's to show: it goes to the
 * chunk recovery (components/shell/chunk-recovery-script.ts), which reloads once, or within the 10 s guard shows
 * the app error screen. React keeps errors it caught from window listeners, so it is handed over explicitly, and
 * nothing is drawn here meanwhile (two error screens at once would be one too many).
 */
export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const chunkFailure = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailure) window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
  }, [chunkFailure, error]);
  if (chunkFailure) return null;
  return <ErrorScreen error={error} reset={reset} />;
}
