'use client';

import { useAtom } from 'jotai';
import Link from '@/components/ui/link';
import { CHECKOUT_CONSENT } from '@/lib/config/consent';
import { fieldAtom } from '@/lib/client/cart-atoms';
import { FieldError } from './text-field';
import styles from './checkout.module.css';

/**
 * Consent to personal data processing (152-ФЗ): its own checkbox, never implied by the order button. The words
 * come from CHECKOUT_CONSENT, whose version the order records.
 */
export function ConsentCheckbox() {
  const [checked, setChecked] = useAtom(fieldAtom('agreement'));
  return (
    <div>
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="agreement"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
          data-testid="agreement"
        />
        <span data-consent-version={CHECKOUT_CONSENT.version}>
          {CHECKOUT_CONSENT.beforeLink}
          <Link href={CHECKOUT_CONSENT.linkHref} target="_blank">
            {CHECKOUT_CONSENT.linkText}
          </Link>
        </span>
      </label>
      <FieldError name="agreement" />
    </div>
  );
}
