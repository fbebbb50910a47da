import { z } from 'zod';
import {
  DELIVERY_SERVICE_CODES,
  DELIVERY_SERVICE_NAMES,
  DELIVERY_SERVICES,
  deliveryServiceNames,
  trackingUrl,
} from './delivery-services';
import { DELIVERY_TARIFFS, DELIVERY_ZONES, servicesWithMethod } from './delivery-tariffs';

describe('delivery services registry', () => {
  it('has unique ids, codes and sort keys, listed in sort order', () => {
    for (const key of ['id', 'code', 'sort'] as const) {
      expect(new Set(DELIVERY_SERVICES.map((s) => s[key])).size).toBe(DELIVERY_SERVICES.length);
    }
    expect(DELIVERY_SERVICES.map((s) => s.sort)).toEqual(
      [...DELIVERY_SERVICES.map((s) => s.sort)].sort((a, b) => a - b),
    );
  });

  it('derives the codes and names from the entries', () => {
    expect(DELIVERY_SERVICE_CODES).toEqual(DELIVERY_SERVICES.map((s) => s.code));
    expect(DELIVERY_SERVICE_NAMES).toEqual(DELIVERY_SERVICES.map((s) => s.name));
    expect(z.enum(DELIVERY_SERVICE_CODES).options).toEqual(DELIVERY_SERVICES.map((s) => s.code));
  });

  it('gives every service a tariff in every zone for at least one method', () => {
    for (const service of DELIVERY_SERVICES) {
      const zones = new Set(DELIVERY_TARIFFS.filter((t) => t.service === service.code).map((t) => t.zone));
      expect([service.code, [...zones].sort()]).toEqual([service.code, DELIVERY_ZONES.map((z) => z.id)]);
    }
  });

  it('offers in the pickup-point filter the services with pickup-point tariffs', () => {
    expect(servicesWithMethod('pvz').map((s) => s.name)).toEqual(['СДЭК', 'Boxberry']);
  });

  it('names the services in one Russian phrase, in both forms', () => {
    expect(deliveryServiceNames()).toBe('СДЭК, Boxberry и Почта России');
    expect(deliveryServiceNames('instrumental')).toBe('СДЭК, Boxberry и Почтой России');
  });

  it('links a track number to the service’s tracking page', () => {
    expect(trackingUrl('cdek', '1234567890')).toBe('https://www.cdek.ru/ru/tracking?order_id=1234567890');
    expect(trackingUrl('boxberry', 'AB 12')).toBe('https://boxberry.ru/tracking-page?id=AB%2012');
    expect(trackingUrl('russian_post', '80081234567890')).toBe('https://www.pochta.ru/tracking?barcode=80081234567890');
  });
});
