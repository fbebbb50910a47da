'use client';

import Image from 'next/image';
import { useState } from 'react';
import styles from './product-gallery.module.css';

/** Main image with thumbnails; the first image is the LCP element: preloaded with high priority. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [active, setActive] = useState(0);
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
    </div>
  );
}
