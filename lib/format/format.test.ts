import { discountPercent, formatPrice } from './price';
import { countOf, GOODS, plural } from './plural';
import { formatPhone, PHONE_PATTERN } from './phone';
import { isValidEmail } from './email';
import { joinRu } from './list';

describe('formatPrice', () => {
  it('groups thousands and appends the rouble sign with no-break spaces', () => {
    expect(formatPrice(1990)).toBe('1\u00a0990\u00a0₽');
    expect(formatPrice(149990)).toBe('149\u00a0990\u00a0₽');
    expect(formatPrice(90)).toBe('90\u00a0₽');
  });
  it('rounds to whole roubles', () => {
    expect(formatPrice(1989.6)).toBe('1\u00a0990\u00a0₽');
  });
  it('writes what Intl.NumberFormat ru-RU writes, for any size and sign', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 1000000000, -1990, -0.4, 10.5])
      expect(formatPrice(n)).toBe(`${intl.format(Math.round(n)).replace(/\s/g, '\u00a0').replace(/^-0$/, '0')}\u00a0₽`);
  });
});

describe('discountPercent', () => {
  it('is the rounded share saved', () => expect(discountPercent(750, 1000)).toBe(25));
  it('is 0 without a real old price', () => {
    expect(discountPercent(1000, null)).toBe(0);
    expect(discountPercent(1000, 900)).toBe(0);
  });
});

describe('plural', () => {
  it.each([
    [1, '1 товар'],
    [2, '2 товара'],
    [4, '4 товара'],
    [5, '5 товаров'],
    [11, '11 товаров'],
    [12, '12 товаров'],
    [14, '14 товаров'],
    [21, '21 товар'],
    [22, '22 товара'],
    [111, '111 товаров'],
    [0, '0 товаров'],
  ])('%i → %s', (n, text) => expect(countOf(n, GOODS)).toBe(text));
  it('picks a form', () => expect(plural(3, ['год', 'года', 'лет'])).toBe('года'));
  it('agrees with Intl.PluralRules ru-RU from 0 to 1 000 and for fractions', () => {
    const rules = new Intl.PluralRules('ru-RU');
    const forms = { one: 'one', few: 'few', many: 'many', other: 'many' } as const;
    for (const n of [...Array.from({ length: 1001 }, (_, i) => i), 1.5, 2.25, -3, -11])
      expect(plural(n, ['one', 'few', 'many'])).toBe(forms[rules.select(n) as keyof typeof forms]);
  });
});

describe('formatPhone', () => {
  it.each(['89161234567', '+7 916 123 45 67', '9161234567', '7(916)123-45-67'])('%s', (input) => {
    expect(formatPhone(input)).toBe('+7 (916) 123-45-67');
    expect(PHONE_PATTERN.test(formatPhone(input)!)).toBe(true);
  });
  it('rejects short numbers', () => expect(formatPhone('12345')).toBeNull());
});

describe('isValidEmail', () => {
  it('accepts normal addresses', () => expect(isValidEmail('anna@mail.ru')).toBe(true));
  it.each(['', 'anna', 'anna@', 'anna@mail', 'an na@mail.ru', '@mail.ru'])('rejects %j', (v) =>
    expect(isValidEmail(v)).toBe(false),
  );
});

describe('joinRu', () => {
  it('puts «и» before the last item and commas between the others', () => {
    expect(joinRu(['СДЭК', 'Boxberry', 'Почта России'])).toBe('СДЭК, Boxberry и Почта России');
    expect(joinRu(['СДЭК', 'Boxberry'])).toBe('СДЭК и Boxberry');
    expect(joinRu(['СДЭК'])).toBe('СДЭК');
    expect(joinRu([])).toBe('');
  });
});
