import Link from '@/components/ui/link';
import { searchPath } from '@/lib/catalog/paths';
import { formatPrice } from '@/lib/format/price';
import { plural } from '@/lib/format/plural';
import { withoutPart, type GiftFilters, type GiftPart, type GiftQuery } from '@/lib/search/gift-query';
import styles from './search-results.module.css';

const years = (n: number) => `${n} ${plural(n, ['год', 'года', 'лет'])}`;

function ageLabel(f: GiftFilters): string {
  const { age_from: from, age_to: to } = f;
  if (from === 0 && to === 0) return 'до 1 года';
  if (from !== undefined && to !== undefined) return from === to ? years(from) : `от ${from} до ${years(to)}`;
  if (to !== undefined) return `до ${years(to)}`;
  return `от ${years(from ?? 0)}`;
}

function priceLabel(f: GiftFilters): string {
  if (f.price_min !== undefined && f.price_max !== undefined) {
    return `${formatPrice(f.price_min)} – ${formatPrice(f.price_max)}`;
  }
  return f.price_max !== undefined ? `до ${formatPrice(f.price_max)}` : `от ${formatPrice(f.price_min ?? 0)}`;
}

const LABEL: Record<GiftPart['kind'], (f: GiftFilters) => string> = {
  age: (f) => `Возраст: ${ageLabel(f)}`,
  for: (f) => (f.for === 'girl' ? 'Для девочки' : 'Для мальчика'),
  price: (f) => `Цена: ${priceLabel(f)}`,
  occasion: (f) => `Повод: ${f.occasion ?? ''}`,
};

/** What the query was understood to ask, each a chip whose «×» searches again without it. */
export function GiftChips({ query, gift }: { query: string; gift: GiftQuery }) {
  if (!gift.parts.length) return null;
  return (
    <div className={styles.chipsBar}>
      <p className={styles.chipsTitle} id="understood-title">
        Мы поняли запрос так:
      </p>
      <ul className={styles.chips} aria-labelledby="understood-title" data-testid="search-chips">
        {gift.parts.map((part) => {
          const label = LABEL[part.kind](gift.filters);
          const rest = withoutPart(query, part);
          return (
            <li key={`${part.kind}:${part.text}`} className={styles.chip} data-testid={`search-chip-${part.kind}`}>
              <span>{label}</span>
              <Link
                href={rest ? searchPath(rest) : '/category'}
                className={styles.chipRemove}
                aria-label={`Убрать «${label}»`}
                data-testid="search-chip-remove"
              >
                <span aria-hidden="true">×</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
