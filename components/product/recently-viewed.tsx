'use client';

import Image from 'next/image';
import { useEffect, useState } from 'react';
import Link from '@/components/ui/link';
import { productPath } from '@/lib/catalog/paths';
import styles from './recently-viewed.module.css';

/** What the device remembers of a product it showed: enough for a link with a picture, no price (it may change). */
export type ViewedProduct = { id: number; alias: string; name: string; image: string };

const KEY = 'recently-viewed:v1';
/** Products remembered at most, newest first. */
export const RECENTLY_VIEWED_CAP = 12;

const isViewed = (v: unknown): v is ViewedProduct => {
  const p = v as ViewedProduct;
  return (
    !!p &&
    typeof p.id === 'number' &&
    typeof p.alias === 'string' &&
    typeof p.name === 'string' &&
    typeof p.image === 'string'
  );
};

function readViewed(): ViewedProduct[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isViewed).slice(0, RECENTLY_VIEWED_CAP) : [];
  } catch {
    return [];
  }
}

/** `current` first, without its earlier visit, capped. */
export function rememberViewed(list: readonly ViewedProduct[], current: ViewedProduct): ViewedProduct[] {
  return [current, ...list.filter((p) => p.id !== current.id)].slice(0, RECENTLY_VIEWED_CAP);
}

/**
 * «Вы недавно смотрели»: products this device showed, kept in localStorage only (never sent to the server), drawn
 * in the browser after load. On a product page it remembers that product and lists the others.
 */
export function RecentlyViewed({ current, className }: { current?: ViewedProduct; className?: string }) {
  const [items, setItems] = useState<ViewedProduct[]>([]);
  const currentId = current?.id;
  useEffect(() => {
    const list = readViewed();
    if (current) {
      try {
        window.localStorage.setItem(KEY, JSON.stringify(rememberViewed(list, current)));
      } catch {
        // Storage full or off (private mode): the shelf simply stays without this product.
      }
    }
    setItems(list.filter((p) => p.id !== currentId));
    // `current` is a fresh object each render; its id says whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentId]);
  if (items.length === 0) return null;
  return (
    <section
      className={`${styles.shelf} ${className ?? ''}`}
      aria-labelledby="recently-viewed"
      data-testid="recently-viewed"
    >
      <h2 id="recently-viewed">Вы недавно смотрели</h2>
      <ul className={styles.list}>
        {items.map((p) => (
          <li key={p.id} className={styles.item}>
            <Link href={productPath(p.alias)} className={styles.link}>
              <span className={styles.picture}>
                <Image src={p.image} alt="" fill sizes="120px" className={styles.image} />
              </span>
              <span className={styles.name}>{p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
