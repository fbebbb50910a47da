import { describe, expect, it } from '@jest/globals';
import { daysText, priceText, promiseLine, type CityPromise, type PromiseOption } from './delivery-promise';

const option = (over: Partial<PromiseOption>): PromiseOption => ({
  method: 'pvz',
  method_name: 'Пункт выдачи заказов',
  service_id: 2,
  service: 'Boxberry',
  price: 329,
  min_days: 4,
  max_days: 6,
  ...over,
});

const promise = (city: string, freeFrom: number | null = 3000): CityPromise => ({
  city,
  postcode: '420111',
  zone: 'Юг, Поволжье и Урал',
  free_delivery_from: freeFrom,
  cheapest: option({}),
  fastest: option({ service_id: 1, service: 'СДЭК', price: 349, min_days: 3, max_days: 5 }),
  options: [],
});

describe('delivery promise copy', () => {
  it('days take the plural form of the last number', () => {
    expect(daysText(1, 1)).toBe('1 день');
    expect(daysText(2, 4)).toBe('2–4 дня');
    expect(daysText(3, 5)).toBe('3–5 дней');
    expect(daysText(11, 21)).toBe('11–21 день');
    expect(daysText(5, 12)).toBe('5–12 дней');
  });

  it('the price is «бесплатно» from the threshold on, never when there is none', () => {
    expect(priceText(329, 3000, 2999)).toBe('329\u00a0₽');
    expect(priceText(329, 3000, 3000)).toBe('бесплатно');
    expect(priceText(1290, null, 1_000_000)).toBe('1\u00a0290\u00a0₽');
  });

  it('one line: the city after «в», days from the fastest to the cheapest, the lowest price', () => {
    expect(promiseLine(promise('Казань'), 1000)).toBe('Доставка в Казань — 3–6 дней, от 329\u00a0₽');
    expect(promiseLine(promise('Москва'), 1000)).toMatch(/^Доставка в Москву — /);
    expect(promiseLine(promise('Нижний Новгород'), 1000)).toMatch(/^Доставка в Нижний Новгород — /);
    expect(promiseLine(promise('Казань'), 5000)).toBe('Доставка в Казань — 3–6 дней, бесплатно');
  });
});
