'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { Children, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronIcon } from '@/components/ui/icons';
import { whenIdle } from '@/lib/client/idle';
import styles from './carousel.module.css';

/** What a shopper does first to a carousel: it wakes at once, before the gesture or click lands. */
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'wheel'] as const;

/**
 * A horizontal carousel (embla). Slides are rendered on the server and passed as children,
 * so the carousel adds only its scrolling behaviour to the client bundle. Embla starts only when the carousel is
 * woken (useWakeWhenNeeded): it measures every slide when it starts, a forced layout of the whole page that
 * hydration would otherwise pay for every shelf in one long task (docs/adr/0083-less-work-at-start.md).
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
  const rootRef = useRef<HTMLDivElement>(null);
  const awake = useWakeWhenNeeded(rootRef);
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', dragFree: true, containScroll: 'trimSnaps' });
  // A click that came before embla started (the click itself woke the carousel): done once it has.
  const pending = useRef<'prev' | 'next' | null>(null);
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
    if (pending.current === 'next') embla.scrollNext();
    if (pending.current === 'prev') embla.scrollPrev();
    pending.current = null;
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <div ref={rootRef} className={styles.carousel} role="group" aria-roledescription="карусель" aria-label={label}>
      <div className={styles.viewport} ref={awake ? viewportRef : undefined} data-carousel-viewport>
        <ul className={styles.track}>
          {Children.map(children, (child) => (
            <li className={`${styles.slide} ${slideClassName ?? ''}`}>{child}</li>
          ))}
        </ul>
      </div>
      <Arrow
        className={styles.prev}
        label="Назад"
        disabled={!canPrev}
        onClick={() => (embla ? embla.scrollPrev() : (pending.current = 'prev'))}
      />
      <Arrow
        className={styles.next}
        label="Вперёд"
        disabled={!canNext}
        onClick={() => (embla ? embla.scrollNext() : (pending.current = 'next'))}
      />
    </div>
  );
}

type ArrowProps = { className: string; label: string; disabled: boolean; onClick: () => void };

/** One of the carousel's two arrows; the chevron's direction comes from `className`. */
function Arrow({ className, label, disabled, onClick }: ArrowProps) {
  return (
    <button
      type="button"
      className={`${styles.arrow} ${className}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      <ChevronIcon />
    </button>
  );
}

/**
 * False until the carousel is needed: at once on the shopper's first intent (pointer over it, a touch, focus, the
 * wheel), otherwise at an idle moment once it comes within 200 px of the screen, each carousel in its own task.
 */
function useWakeWhenNeeded(rootRef: RefObject<HTMLDivElement | null>): boolean {
  const [awake, setAwake] = useState(false);
  useEffect(() => {
    const root = rootRef.current;
    if (awake || !root) return;
    const wake = () => setAwake(true);
    for (const type of INTENT_EVENTS) root.addEventListener(type, wake, { once: true, passive: true });
    let cancelIdle = () => {};
    const nearScreen = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        nearScreen.disconnect();
        cancelIdle = whenIdle(wake);
      },
      { rootMargin: '200px' },
    );
    nearScreen.observe(root);
    return () => {
      for (const type of INTENT_EVENTS) root.removeEventListener(type, wake);
      nearScreen.disconnect();
      cancelIdle();
    };
  }, [awake, rootRef]);
  return awake;
}
