'use client';

import { useEffect, useState } from 'react';
import Link from '@/components/ui/link';
import { usePageIdle } from '@/lib/client/idle';

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left as ЧЧ:ММ:СС (the offer runs at most a day). */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The countdown to the end of the product of the day (Moscow midnight). The cached HTML holds a placeholder of the
 * same width (tabular digits), so filling it in moves nothing. When the offer has ended (the tab was left open, or
 * a copy of the page from before midnight was served) it says so instead, and asks the server for today's offer:
 * that request also drops the page copies of the day before.
 */
export function OfferCountdown({ endsAt }: { endsAt: string }) {
  const [left, setLeft] = useState<number | null>(null);
  // Starts once the page is idle after hydration: the placeholder has the same width
  // (docs/adr/0078-below-fold-waits.md).
  const idle = usePageIdle();
  useEffect(() => {
    if (!idle) return;
    const end = Date.parse(endsAt);
    const tick = () => setLeft(end - Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, idle]);
  const ended = left !== null && left <= 0;
  useEffect(() => {
    if (ended) void fetch('/api/product-of-the-day', { cache: 'no-store' }).catch(() => undefined);
  }, [ended]);
  if (ended) {
    return (
      <span data-testid="offer-ended">
        Акция закончилась — <Link href="/">обновите страницу</Link>
      </span>
    );
  }
  return (
    <>
      До конца акции:{' '}
      <span role="timer" data-testid="offer-countdown">
        {left === null ? '--:--:--' : formatLeft(left)}
      </span>
    </>
  );
}
