'use client';

import { useAtom, useAtomValue } from 'jotai';
import { fieldAtom, fieldErrorsAtom } from '@/lib/client/cart-atoms';
import { maskPhoneInput } from '@/lib/client/cart-phone-mask';
import { PHONE_MASK } from '@/lib/format/phone';
import { FieldError } from './text-field';
import styles from './checkout.module.css';

/**
 * Phone with the spec's mask +7 (###) ###-##-## (spec §5). The mask is a pure function of the input's value
 * (lib/client/cart-phone-mask.ts), so no keystroke is lost however fast it comes, and paste or autofill of
 * 8…/+7… numbers works.
 */
export function PhoneField() {
  const [value, setValue] = useAtom(fieldAtom('phone'));
  const error = useAtomValue(fieldErrorsAtom).phone;
  return (
    <label className={styles.field}>
      <span>Телефон</span>
      <input
        id="checkout-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_MASK.replace(/#/g, '_')}
        value={value}
        onChange={(e) => setValue(maskPhoneInput(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'checkout-phone-error' : undefined}
        data-testid="phone"
      />
      <FieldError name="phone" />
    </label>
  );
}
