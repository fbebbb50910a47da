'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { INTERESTING_DELAY_MS, INTERESTING_KEY, interestingDue, interestingValue, isQuietPath } from '@/lib/shell/interesting';

// Shown at most once in 3 days: its code is loaded only then.
const InterestingPanel = lazy(() => import('./interesting-panel'));

/** Spec §4: 5 s after start, if due, sets the flag ('1 {expiry}') and offers «Вам может быть интересно». */
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
        const now = Date.now();
        if (!interestingDue(localStorage.getItem(INTERESTING_KEY), now)) return;
        localStorage.setItem(INTERESTING_KEY, interestingValue(now));
      } catch {
        return; // storage blocked: it could not be kept away for 3 days, so it is not shown at all
      }
      setOpen(true);
    };
    timer = setTimeout(check, INTERESTING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InterestingPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
