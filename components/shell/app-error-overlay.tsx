'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { clearError, getAppError, showError, subscribeAppError } from '@/lib/shell/app-error';
import {
  CHUNK_FAILURE_EVENT,
  CHUNK_FAILURE_MESSAGE,
  pendingChunkFailure,
  takeOverChunkFailure,
} from '@/lib/shell/chunk-error';

/**
 * Shows the application error state (lib/shell/app-error.ts) as the full-screen error page. A page chunk that failed
 * again inside the reload guard window (components/shell/chunk-recovery-script.ts) lands here instead of looping.
 * «Попробовать снова» clears the error and loads the page afresh.
 */
export function AppErrorOverlay() {
  const error = useSyncExternalStore(subscribeAppError, getAppError, () => null);

  useEffect(() => {
    const onChunkFailure = () => {
      takeOverChunkFailure();
      showError({ statusCode: 500, message: CHUNK_FAILURE_MESSAGE });
    };
    if (pendingChunkFailure()) onChunkFailure(); // failed before React was listening
    window.addEventListener(CHUNK_FAILURE_EVENT, onChunkFailure);
    return () => window.removeEventListener(CHUNK_FAILURE_EVENT, onChunkFailure);
  }, []);

  const screenError = useMemo(
    () => error && Object.assign(new Error(error.message), { statusCode: error.statusCode, stack: error.stack }),
    [error],
  );
  if (!screenError) return null;
  return <ErrorScreen error={screenError} reset={() => clearError({ redirect: window.location.href })} />;
}
