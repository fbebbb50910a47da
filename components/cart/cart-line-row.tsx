'use client';

import Image from 'next/image';
import { useSetAtom } from 'jotai';
import { toast } from 'sonner';
import Link from '@/components/ui/link';
import { useSubmit } from '@/components/ui/use-submit';
import type { CartLine } from '@/lib/api/cart';
import { ApiError } from '@/lib/api/fetcher';
import { productPath } from '@/lib/catalog/paths';
import { changeCountAtom, deleteProductAtom } from '@/lib/client/cart-actions';
import { formatPrice } from '@/lib/format/price';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';

export function CartLineRow({ line }: { line: CartLine }) {
  const changeCount = useSetAtom(changeCountAtom);
  const remove = useSetAtom(deleteProductAtom);
  const [run, busy] = useSubmit((action: () => Promise<unknown>) => action(), {
    // A change the cart had to adjust (less stock than asked) comes back as a notice.
    onSuccess: (notice) => typeof notice === 'string' && toast.warning(notice),
    error: (error) => (error instanceof ApiError ? error.message : 'Не удалось изменить корзину'),
  });
  const href = productPath(line.alias);

  return (
    <li className={styles.line} data-testid="cart-line" data-pid={line.product_id}>
      <Link href={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <Image src={line.image} alt="" fill sizes="96px" />
      </Link>
      <div className={styles.info}>
        <Link href={href} className={styles.name}>
          {line.name}
        </Link>
        <span className={styles.unit}>
          {formatPrice(line.price)} за шт.
          {line.old_price ? (
            <>
              {' '}
              <s>{formatPrice(line.old_price)}</s>
            </>
          ) : null}
        </span>
        {!line.available && (
          <span className={styles.warn}>
            {line.stock > 0
              ? `В наличии только ${line.stock}\u00a0шт. — уменьшите количество`
              : 'Товар закончился — удалите его из корзины'}
          </span>
        )}
      </div>
      <div className={styles.controls}>
        <QuantityStepper
          value={line.num}
          max={Math.max(line.stock, 1)}
          disabled={busy || line.stock <= 0}
          label={line.name}
          onChange={(n) => run(() => changeCount({ pid: line.product_id, count: n }))}
        />
        <button
          type="button"
          className={styles.remove}
          disabled={busy}
          onClick={() => run(() => remove(line.product_id))}
          data-testid="line-remove"
        >
          Удалить
        </button>
      </div>
      <div className={styles.sums}>
        <span className={styles.sum} data-testid="line-sum">
          {formatPrice(line.sum_s)}
        </span>
        {line.sum_s_old !== undefined && <s className={styles.sumOld}>{formatPrice(line.sum_s_old)}</s>}
      </div>
    </li>
  );
}
