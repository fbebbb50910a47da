'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  INTERESTING_DELAY_MS,
  INTERESTING_KEY,
  interestingDue,
  interestingValue,
  isQuietPath,
} from '@/lib/shell/interesting';

// Shown at most once in 3 days: its code is loaded only then.
const InterestingPanel = lazy(() => import('./interesting-panel'));

/**
 * 5 s after start, if due, offers «Вам может быть интересно». The flag ('1 {expiry}') is stored when the
 * panel actually shows suggestions: a panel that has nothing to offer (no products in stock, the request failed)
 * renders nothing and must not keep the prompt away for 3 days.
 */
export function InterestingPrompt() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      if (isQuietPath(window.location.pathname)) {
        timer = setTimeout(check, INTERESTING_DELAY_MS);
        return;
      }
      try {
        if (!interestingDue(localStorage.getItem(INTERESTING_KEY), Date.now())) return;
      } catch {
        return; // storage blocked: it could not be kept away for 3 days, so it is not shown at all
      }
      setOpen(true);
    };
    timer = setTimeout(check, INTERESTING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const close = useCallback(() => setOpen(false), []);
  const onShown = useCallback(() => {
    try {
      localStorage.setItem(INTERESTING_KEY, interestingValue(Date.now()));
    } catch {
      setOpen(false); // cannot be kept away for 3 days: not shown at all
    }
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InterestingPanel onClose={close} onShown={onShown} />
    </Suspense>
  );
}
