'use client';

import { HeartIcon } from '@/components/ui/icons';
import { useFavorite } from '@/lib/client/use-favorites';
import styles from './heart-button.module.css';

/** The wishlist heart of a product card or the product page; every heart on a page shares one /api/favorite. */
export function HeartButton({ pid, name, size = 'md' }: { pid: number; name: string; size?: 'md' | 'lg' }) {
  const { active, toggle } = useFavorite(pid);
  return (
    <button
      type="button"
      className={`${styles.heart} ${active ? styles.active : ''} ${size === 'lg' ? styles.large : ''}`}
      aria-pressed={active}
      aria-label={active ? `Убрать «${name}» из избранного` : `Добавить «${name}» в избранное`}
      title={active ? 'В избранном' : 'В избранное'}
      onClick={toggle}
      data-testid="favorite-button"
    >
      <HeartIcon size={size === 'lg' ? 24 : 20} />
    </button>
  );
}
