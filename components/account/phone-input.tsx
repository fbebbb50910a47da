'use client';

import { InputMask, type Track } from '@react-input/mask';
import type { ComponentProps } from 'react';

/** Display mask; the value it produces is `+7 (###) ###-##-##` (PHONE_MASK in lib/format/phone.ts). */
export const PHONE_INPUT_MASK = '+7 (___) ___-__-__';
const DIGIT = { _: /\d/ };

// A whole number pasted or autofilled as +7…/8…/7… loses its country code; a habitual leading 8 is ignored.
const track: Track = ({ inputType, data, value, selectionStart }) => {
  if (inputType !== 'insert' || !data) return data;
  const digits = data.replace(/\D/g, '');
  if (digits.length === 11 && /^[78]/.test(digits)) return digits.slice(1);
  if (data === '8' && selectionStart <= 4 && value.replace(/\D/g, '').length <= 1) return '';
  return data;
};

export function PhoneInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <InputMask
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      mask={PHONE_INPUT_MASK}
      replacement={DIGIT}
      track={track}
      placeholder={PHONE_INPUT_MASK}
    />
  );
}
