'use client';

import { useAtom } from 'jotai';
import { fieldAtom } from '@/lib/client/cart-atoms';
import { maskPhoneInput } from '@/lib/client/cart-phone-mask';
import { PHONE_MASK } from '@/lib/format/phone';
import { CheckoutField } from './text-field';

/**
 * Phone with the mask +7 (###) ###-##-## (docs/PRODUCT.md#validation). The mask is a pure function of the input's value
 * (lib/client/cart-phone-mask.ts), so no keystroke is lost however fast it comes, and paste or autofill of
 * 8…/+7… numbers works.
 */
export function PhoneField() {
  const [value, setValue] = useAtom(fieldAtom('phone'));
  return (
    <CheckoutField name="phone" label="Телефон">
      {(control) => (
        <input
          {...control}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_MASK.replace(/#/g, '_')}
          value={value}
          onChange={(e) => setValue(maskPhoneInput(e.target.value))}
          data-testid="phone"
        />
      )}
    </CheckoutField>
  );
}
