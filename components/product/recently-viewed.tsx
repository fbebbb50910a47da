'use client';

import Image from 'next/image';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
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

function parseViewed(raw: string | null): ViewedProduct[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isViewed).slice(0, RECENTLY_VIEWED_CAP) : [];
  } catch {
    return [];
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Another tab's visit shows here too. */
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
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
  // The server (and the cached HTML) has no list: the shelf appears after hydration.
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const currentId = current?.id;
  const items = useMemo(() => parseViewed(raw).filter((p) => p.id !== currentId), [raw, currentId]);
  useEffect(() => {
    if (!current) return;
    try {
      window.localStorage.setItem(KEY, JSON.stringify(rememberViewed(parseViewed(readRaw()), current)));
    } catch {
      // Storage full or off (private mode): the shelf simply goes without this product.
    }
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
