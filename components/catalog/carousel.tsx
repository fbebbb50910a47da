'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState } from 'react';
import { ChevronIcon } from '@/components/ui/icons';
import styles from './carousel.module.css';

/**
 * A horizontal carousel (embla). Slides are rendered on the server and passed as children,
 * so the carousel adds only its scrolling behaviour to the client bundle.
 */
export function Carousel({
  children,
  label,
  slideClassName,
}: {
  children: React.ReactNode;
  label: string;
  slideClassName?: string;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', dragFree: true, containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    // Reading the initial state of an external widget on subscription is what this effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <div className={styles.carousel} role="group" aria-roledescription="карусель" aria-label={label}>
      <div className={styles.viewport} ref={viewportRef} data-carousel-viewport>
        <ul className={styles.track}>
          {Children.map(children, (child) => (
            <li className={`${styles.slide} ${slideClassName ?? ''}`}>{child}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        onClick={() => embla?.scrollPrev()}
        disabled={!canPrev}
        aria-label="Назад"
      >
        <ChevronIcon />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        onClick={() => embla?.scrollNext()}
        disabled={!canNext}
        aria-label="Вперёд"
      >
        <ChevronIcon />
      </button>
    </div>
  );
}
