'use client';

import { useEffect, useRef, useState } from 'react';
import type { ProductCard as Card } from '@/lib/api/catalog';
import { ProductCard } from './product-card';
import styles from './product-card.module.css';

/**
 * A shelf card the server sends as data only (docs/DECISIONS.md, item 53): an empty slot of a card's width in the
 * HTML, the card itself drawn in the browser once the slot comes within one shelf's width of being seen, as the
 * shopper swipes or clicks the arrow. The slot keeps the track's length, so the carousel never has to re-measure
 * and a swipe already under way is not interrupted.
 */
export function DeferredCard({ product }: { product: Card }) {
  const slot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || shown) return;
    // The carousel's viewport clips the track: measured against it, not the page, so a slot just past its edge
    // counts as near (the document's own margin would not reach past the clipping).
    const root = element.closest('[data-carousel-viewport]');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { root, rootMargin: '0px 100% 0px 100%' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  if (shown) return <ProductCard product={product} />;
  return <div ref={slot} className={styles.slot} aria-hidden="true" />;
}
