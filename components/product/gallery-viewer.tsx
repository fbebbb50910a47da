'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFocusTrap } from '@/components/ui/focus-trap';
import { ZoomableImage } from './zoomable-image';
import styles from './gallery-viewer.module.css';

/**
 * The product's pictures full screen: swipe (or the arrows, or ← →) between them, pinch or double-tap to enlarge
 * one. A modal dialog: focus stays inside, Escape or «Закрыть» closes it and the caller returns focus to the picture
 * that opened it. Loaded only when opened (next/dynamic in product-gallery.tsx), so the product page's JS does not
 * carry it.
 */
export default function GalleryViewer({
  images,
  name,
  start,
  onClose,
}: {
  images: string[];
  name: string;
  start: number;
  onClose: (index: number) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const zoomed = useRef(false);
  const [index, setIndex] = useState(start);
  const [viewportRef, embla] = useEmblaCarousel({
    startIndex: start,
    // An enlarged picture is moved by the finger, not swiped away.
    watchDrag: () => !zoomed.current,
  });
  const close = useCallback(() => onClose(embla?.selectedScrollSnap() ?? index), [embla, index, onClose]);
  useFocusTrap(root, close);

  useEffect(() => closeButton.current?.focus(), []);
  useEffect(() => {
    if (!embla) return;
    const select = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', select);
    return () => {
      embla.off('select', select);
    };
  }, [embla]);

  // ← and → wherever focus is: a drag with the mouse leaves it on the page.
  useEffect(() => {
    if (!embla) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowLeft') embla?.scrollPrev();
      else if (event.key === 'ArrowRight') embla?.scrollNext();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [embla]);

  const many = images.length > 1;
  return (
    <div
      ref={root}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={`Фото товара: ${name}`}
      data-testid="gallery-viewer"
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {images.map((src, i) => (
            <div
              key={src + i}
              className={styles.slide}
              role="group"
              aria-roledescription="слайд"
              aria-label={`Фото ${i + 1} из ${images.length}`}
              aria-hidden={i !== index}
            >
              <ZoomableImage
                src={src}
                alt={`${name}, фото ${i + 1}`}
                onZoom={(on) => {
                  zoomed.current = on;
                }}
              />
            </div>
          ))}
        </div>
      </div>
      <button ref={closeButton} type="button" className={styles.close} onClick={close} aria-label="Закрыть">
        ×
      </button>
      {many && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => embla?.scrollPrev()}
            aria-label="Предыдущее фото"
            disabled={index === 0}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => embla?.scrollNext()}
            aria-label="Следующее фото"
            disabled={index === images.length - 1}
          >
            ›
          </button>
        </>
      )}
      <p className={styles.counter} aria-live="polite" data-testid="gallery-counter">
        {index + 1} / {images.length}
      </p>
    </div>
  );
}
