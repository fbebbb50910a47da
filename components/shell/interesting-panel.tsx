'use client';

import Image from 'next/image';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import Link from '@/components/ui/link';
import { CloseIcon } from '@/components/ui/icons';
import { swrFetcher } from '@/lib/api/fetcher';
import type { ProductListResponse } from '@/lib/api/catalog';
import { productPath } from '@/lib/catalog/paths';
import { formatPrice } from '@/lib/format/price';
import styles from './interesting-panel.module.css';

const SUGGESTIONS = 4;

/**
 * «Вам может быть интересно»: a small, dismissible corner panel with a few popular products in stock. `onShown` is
 * called once, when suggestions are on screen (not while they load, nor when there are none).
 */
export default function InterestingPanel({ onClose, onShown }: { onClose: () => void; onShown?: () => void }) {
  const { data, error } = useSWR<ProductListResponse>('/api/popular', swrFetcher, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
  const pathname = usePathname();
  // Popular goods in stock, but not the one the shopper is looking at.
  const products = (data?.products ?? [])
    .filter((product) => product.in_stock && productPath(product.alias) !== pathname)
    .slice(0, SUGGESTIONS);
  const showing = !error && products.length > 0;
  const reported = useRef(false);

  useEffect(() => {
    if (!showing || reported.current) return;
    reported.current = true;
    onShown?.();
  }, [showing, onShown]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  if (error || (data && products.length === 0)) return null;
  return (
    <aside className={styles.panel} aria-labelledby="interesting-title" data-testid="interesting-prompt">
      <div className={styles.head}>
        <h2 id="interesting-title" className={styles.title}>
          Вам может быть интересно
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть">
          <CloseIcon size={18} />
        </button>
      </div>
      {products.length ? (
        <ul className={styles.list}>
          {products.map((product) => (
            <li key={product.id}>
              <Link href={productPath(product.alias)} className={styles.item} onClick={onClose}>
                <Image src={product.image} alt="" width={56} height={56} className={styles.image} />
                <span className={styles.name}>{product.name}</span>
                <span className={styles.price}>{formatPrice(product.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.loading}>Подбираем товары…</p>
      )}
    </aside>
  );
}
