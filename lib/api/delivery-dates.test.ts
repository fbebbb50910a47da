import {
  allowedDeliveryDates,
  deliveryDateLabel,
  deliveryDateProblem,
  deliveryDateRange,
  deliveryWhen,
  isDeliveryWindow,
  moscowDate,
} from './delivery-dates';

describe('the courier’s delivery dates', () => {
  it('counts days in Moscow: 22:30 UTC is already the next day there', () => {
    expect(moscowDate(new Date('2025-11-27T20:59:00Z'))).toBe('2025-11-27');
    expect(moscowDate(new Date('2025-11-27T21:00:00Z'))).toBe('2025-11-28');
    expect(deliveryDateRange(new Date('2025-11-27T22:30:00Z'), 1)).toEqual({
      earliest: '2025-11-29',
      latest: '2025-12-13',
    });
  });

  it('offers the earliest date the service can make and the fourteen days after it', () => {
    const dates = allowedDeliveryDates(new Date('2025-11-26T09:00:00Z'), 2);
    expect(dates[0]).toBe('2025-11-28');
    expect(dates.at(-1)).toBe('2025-12-12');
    expect(dates).toHaveLength(15);
    expect(new Set(dates).size).toBe(15);
  });

  it('refuses a date before the earliest or after the span, with the bound in the message', () => {
    const now = new Date('2025-11-26T09:00:00Z');
    expect(deliveryDateProblem('2025-11-27', now, 2)).toBe('Ближайшая дата доставки — пт, 28 ноября');
    expect(deliveryDateProblem('2025-11-28', now, 2)).toBeNull();
    expect(deliveryDateProblem('2025-12-12', now, 2)).toBeNull();
    expect(deliveryDateProblem('2025-12-13', now, 2)).toBe('Дату доставки можно выбрать не позже пт, 12 декабря');
  });

  it('reads dates and windows in Russian', () => {
    expect(deliveryDateLabel('2025-11-28')).toBe('пт, 28 ноября');
    expect(deliveryWhen('2025-11-28', '09-13')).toBe('пт, 28 ноября, 09:00–13:00');
    expect(deliveryWhen(null, null)).toBe('как можно скорее');
    expect(deliveryWhen(null, '17-21')).toBe('как можно скорее, 17:00–21:00');
  });

  it('knows only the listed windows', () => {
    expect(isDeliveryWindow('13-17')).toBe(true);
    expect(isDeliveryWindow('21-24')).toBe(false);
  });
});
