'use client';

import { useAtom } from 'jotai';
import Link from '@/components/ui/link';
import { fieldAtom } from '@/lib/client/cart-atoms';
import { FieldError } from './text-field';
import styles from './checkout.module.css';

/** Consent to personal data processing (152-ФЗ): its own checkbox, never implied by the order button. */
export function ConsentCheckbox() {
  const [checked, setChecked] = useAtom(fieldAtom('agreement'));
  return (
    <div>
      <label className={styles.consent}>
        <input type="checkbox" name="agreement" checked={checked} onChange={(e) => setChecked(e.target.checked)} data-testid="agreement" />
        <span>
          Я даю согласие на обработку моих персональных данных для оформления и доставки заказа в соответствии с{' '}
          <Link href="/privacy" target="_blank">
            политикой конфиденциальности
          </Link>
        </span>
      </label>
      <FieldError name="agreement" />
    </div>
  );
}
