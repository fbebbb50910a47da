'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { useRef, useState } from 'react';
import { DialogOpener } from '@/components/ui/dialog-opener';
import styles from './product-gallery.module.css';

// The full-screen viewer (embla, pinch zoom) is fetched when a shopper first opens it, not with the page.
const GalleryViewer = dynamic(() => import('./gallery-viewer'), { ssr: false });

/**
 * Main image with thumbnails; the first image is the LCP element: preloaded with high priority. A click or tap on
 * it opens the pictures full screen; closing returns focus here.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const list = images.length ? images : ['/placeholder.svg'];
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <div className={styles.main}>
        <Image
          src={list[active]}
          alt={name}
          fill
          preload={active === 0}
          loading="eager"
          fetchPriority={active === 0 ? 'high' : undefined}
          sizes="(max-width: 900px) 100vw, 600px"
          className={styles.image}
        />
        {/* A sibling above the picture, not its wrapper: the picture keeps its own name for assistive tech. */}
        <DialogOpener
          ref={opener}
          className={styles.open}
          onOpen={() => setOpen(true)}
          aria-label={`Открыть фото на весь экран: ${name}`}
          data-testid="gallery-open"
        />
      </div>
      {list.length > 1 && (
        <ul className={styles.thumbs}>
          {list.map((src, index) => (
            <li key={src + index}>
              <button
                type="button"
                className={`${styles.thumb} ${index === active ? styles.activeThumb : ''}`}
                onClick={() => setActive(index)}
                aria-label={`Фото ${index + 1} из ${list.length}`}
                aria-pressed={index === active}
              >
                <Image src={src} alt="" width={72} height={72} sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <GalleryViewer
          images={list}
          name={name}
          start={active}
          onClose={(index) => {
            setOpen(false);
            setActive(index);
            opener.current?.focus();
          }}
        />
      )}
    </div>
  );
}
