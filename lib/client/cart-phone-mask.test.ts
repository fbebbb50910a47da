import { maskPhoneInput } from './cart-phone-mask';

/** Types characters one by one into the masked field (each keystroke appends to the current value). */
const type = (keys: string, start = '') => [...keys].reduce((value, key) => maskPhoneInput(value + key), start);

describe('maskPhoneInput', () => {
  it('formats as the shopper types', () => {
    expect(type('9161234567')).toBe('+7 (916) 123-45-67');
    expect(type('916')).toBe('+7 (916');
    expect(type('9161')).toBe('+7 (916) 1');
  });
  it('takes a leading 8 or 7 as the country code', () => {
    expect(type('89031112233')).toBe('+7 (903) 111-22-33');
    expect(type('79031112233')).toBe('+7 (903) 111-22-33');
  });
  it.each(['+7 916 123-45-67', '89161234567', '8 (916) 123 45 67', '9161234567', '+79161234567'])(
    'paste %s',
    (text) => {
      expect(maskPhoneInput(text)).toBe('+7 (916) 123-45-67');
    },
  );
  it('ignores letters and stops at 10 digits', () => {
    expect(type('abc12')).toBe('+7 (12');
    expect(type('916123456789')).toBe('+7 (916) 123-45-67');
  });
  it('backspace removes digits through the separators', () => {
    expect(maskPhoneInput('+7 (916) ')).toBe('+7 (916');
    expect(maskPhoneInput('+7 (')).toBe('');
  });
});
