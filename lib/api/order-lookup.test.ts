import { orderLookupRequest, orderNumberOf } from './order-lookup';

describe('orderNumberOf', () => {
  it.each([
    ['К-250001', 'К-250001'],
    ['к-250001', 'К-250001'],
    ['K-250001', 'К-250001'],
    [' к 250001 ', 'К-250001'],
    ['250001', 'К-250001'],
    ['К—250001', 'К-250001'],
  ])('%s → %s', (input, number) => expect(orderNumberOf(input)).toBe(number));

  it.each(['', 'К-', 'заказ 250001', 'К-25 0001', 'К-1234567890123', 'Б-250001'])('refuses %p', (input) =>
    expect(orderNumberOf(input)).toBeNull(),
  );
});

describe('orderLookupRequest', () => {
  const parse = (contact: string) => orderLookupRequest.safeParse({ number: '250001', contact });

  it('reads a phone in any Russian writing as the shop’s +7 format', () => {
    for (const phone of ['+7 (916) 123-45-67', '89161234567', '+79161234567', '9161234567', '8 916 123 45 67']) {
      expect(parse(phone).data?.contact).toEqual({ phone: '+7 (916) 123-45-67' });
    }
  });

  it('reads an email in lower case', () => {
    expect(parse(' Anna@Example.COM ').data?.contact).toEqual({ email: 'anna@example.com' });
  });

  it('refuses what is neither', () => {
    for (const contact of ['', '12345', 'anna@', '+1 202 555 0100 12']) expect(parse(contact).success).toBe(false);
  });
});
