'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** While the provider has not confirmed the payment yet, the page asks again every few seconds (up to ~1 min). */
export function RefreshWhilePending({ everyMs = 3000, times = 20 }: { everyMs?: number; times?: number }) {
  const router = useRouter();
  useEffect(() => {
    let left = times;
    const timer = setInterval(() => {
      if (--left <= 0) clearInterval(timer);
      router.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs, times]);
  return null;
}
