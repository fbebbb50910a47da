// The delivery services the shop ships with — the one list every other place derives from: the tariff data
// (lib/config/delivery-tariffs.ts, its `ServiceCode`), the database rows written at start, the pickup-point
// chooser, the «Доставка и оплата» figures and every sentence that names the services. Adding a service is one
// entry here plus its tariffs in delivery-tariffs.ts (a unit test fails until the tariffs are there).
import { joinRu } from '@/lib/format/list';

export type DeliveryServiceData = {
  /** Row id in `delivery_services`; the API's `currier_service_id`. */
  id: number;
  code: string;
  /** Name as it is written across the site, in the nominative: «Почта России». */
  name: string;
  /** Name after «доставка …» (the instrumental case): «доставка Почтой России». */
  nameInstrumental: string;
  sort: number;
  /** Parcel tracking page; `{track}` stands for the track number. */
  trackingUrl: `https://${string}{track}${string}`;
};

export const DELIVERY_SERVICES = [
  {
    id: 1,
    code: 'cdek',
    name: 'СДЭК',
    nameInstrumental: 'СДЭК',
    sort: 1,
    trackingUrl: 'https://www.cdek.ru/ru/tracking?order_id={track}',
  },
  {
    id: 2,
    code: 'boxberry',
    name: 'Boxberry',
    nameInstrumental: 'Boxberry',
    sort: 2,
    trackingUrl: 'https://boxberry.ru/tracking-page?id={track}',
  },
  {
    id: 3,
    code: 'russian_post',
    name: 'Почта России',
    nameInstrumental: 'Почтой России',
    sort: 3,
    trackingUrl: 'https://www.pochta.ru/tracking?barcode={track}',
  },
] as const satisfies readonly DeliveryServiceData[];

export type DeliveryService = (typeof DELIVERY_SERVICES)[number];
export type DeliveryServiceCode = DeliveryService['code'];
export type DeliveryServiceName = DeliveryService['name'];

/** Service codes in registry order, as a non-empty tuple (usable in `z.enum`). */
export const DELIVERY_SERVICE_CODES = DELIVERY_SERVICES.map((s) => s.code) as unknown as readonly [
  DeliveryServiceCode,
  ...DeliveryServiceCode[],
];

/** Service names in registry order: ['СДЭК', 'Boxberry', 'Почта России']. */
export const DELIVERY_SERVICE_NAMES: readonly DeliveryServiceName[] = DELIVERY_SERVICES.map((s) => s.name);

/**
 * The services as one Russian phrase: «СДЭК, Boxberry и Почта России», or after «доставка» (`'instrumental'`)
 * «СДЭК, Boxberry и Почтой России».
 */
export function deliveryServiceNames(form: 'nominative' | 'instrumental' = 'nominative'): string {
  return joinRu(DELIVERY_SERVICES.map((s) => (form === 'instrumental' ? s.nameInstrumental : s.name)));
}

export function deliveryServiceByCode(code: DeliveryServiceCode): DeliveryService {
  return DELIVERY_SERVICES.find((s) => s.code === code)!;
}

/** Link to the service's tracking page for a track number. */
export function trackingUrl(code: DeliveryServiceCode, track: string): string {
  return deliveryServiceByCode(code).trackingUrl.replace('{track}', encodeURIComponent(track));
}

/** The tracking link of an order's carrier (its delivery service id), or null for an order without one. */
export function trackingUrlOfService(serviceId: number | null, track: string): string | null {
  const service = DELIVERY_SERVICES.find((s) => s.id === serviceId);
  return service ? trackingUrl(service.code, track) : null;
}
