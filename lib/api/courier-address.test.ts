import { composeAddress, hasAddressParts } from './courier-address';

describe('composeAddress', () => {
  it('writes the parts in the order a courier reads them, with the usual words for bare numbers', () => {
    expect(composeAddress({ city: 'Казань', street: 'ул. Баумана', house: '19', building: '2', flat: '5' })).toBe(
      'Казань, ул. Баумана, д. 19, корп. 2, кв. 5',
    );
  });

  it('leaves out empty parts and trims the rest', () => {
    expect(composeAddress({ city: ' Москва ', street: 'Тверская ул', house: '1', building: '', flat: '  ' })).toBe(
      'Москва, Тверская ул, д. 1',
    );
    expect(composeAddress({})).toBe('');
  });

  it('keeps a part that already says what it is (a suggestion’s «стр 1», «офис 3», «вл. 7»)', () => {
    expect(
      composeAddress({ city: 'Москва', street: 'ул Льва Толстого', house: 'вл. 7', building: 'стр 1', flat: 'офис 3' }),
    ).toBe('Москва, ул Льва Толстого, вл. 7, стр 1, офис 3');
  });
});

describe('hasAddressParts', () => {
  it('is true when any part is given, false for blanks and absent parts', () => {
    expect(hasAddressParts({ house: '5' })).toBe(true);
    expect(hasAddressParts({ city: ' ', street: '', flat: null })).toBe(false);
    expect(hasAddressParts({})).toBe(false);
  });
});
