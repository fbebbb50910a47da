'use client';

import { useEffect, useRef, useState } from 'react';
import type { ProductCard as Card } from '@/lib/api/catalog';
import { ProductCard } from './product-card';
import styles from './product-card.module.css';

/**
 * A shelf card the server sends as data only (docs/adr/0053-slow-phone-first-screen.md and
 * docs/adr/0085-lower-shelves-two-cards.md): an empty slot of a card's width in the HTML, the card itself drawn in the
 * browser once the slot comes within one shelf's width of being seen, as the shopper swipes or clicks the arrow, and
 * its shelf within a quarter of a screen of the visible page, as the shopper scrolls down to it. The slot keeps the
 * track's length, so the carousel never has to re-measure and a swipe already under way is not interrupted.
 */
export function DeferredCard({ product }: { product: Card }) {
  const slot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || shown) return;
    // The carousel's viewport clips the track: the slot is measured against it, not the page, so a slot just past
    // its edge counts as near (the document's own margin would not reach past the clipping). Whether the shelf is
    // near the screen is a second question, asked of the viewport itself against the page.
    const shelf = element.closest('[data-carousel-viewport]');
    let nearInShelf = false;
    let shelfNearScreen = !shelf;
    const decide = () => {
      if (nearInShelf && shelfNearScreen) setShown(true);
    };
    const inShelf = new IntersectionObserver(
      (entries) => {
        nearInShelf = entries.some((entry) => entry.isIntersecting);
        decide();
      },
      { root: shelf, rootMargin: '0px 100% 0px 100%' },
    );
    const onPage = new IntersectionObserver(
      (entries) => {
        shelfNearScreen = entries.some((entry) => entry.isIntersecting);
        decide();
      },
      { rootMargin: '25% 0px 25% 0px' },
    );
    inShelf.observe(element);
    if (shelf) onPage.observe(shelf);
    return () => {
      inShelf.disconnect();
      onPage.disconnect();
    };
  }, [shown]);

  if (shown) return <ProductCard product={product} />;
  return <div ref={slot} className={styles.slot} aria-hidden="true" />;
}
