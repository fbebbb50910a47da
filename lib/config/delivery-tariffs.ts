// The shop's delivery reference data: shipping methods, tariff zones by postcode and tariffs of the services listed
// in ./delivery-services.ts. Seed data only: lib/server/shipping/seed-delivery.ts writes it into the database, where
// the operator edits the tariffs, the free-delivery threshold and the pickup points, and where the checkout and the
// «Доставка и оплата» page read them.

import { DELIVERY_SERVICES, type DeliveryService, type DeliveryServiceCode } from './delivery-services';

/** A delivery service's code; the registry in ./delivery-services.ts defines them. */
export type ServiceCode = DeliveryServiceCode;
/**
 * A shipping method's code. `pvz` (пункт выдачи, the pickup point) is the old API's word, kept because the code is
 * part of the storefront contract (`code` of GET /api/cart/shipping-list, `method` of the delivery promise).
 */
export type MethodCode = 'courier' | 'pvz' | 'post';

export type ShippingMethodData = {
  id: number;
  code: MethodCode;
  name: string;
  description: string;
  /** Address and postcode are asked (courier, post); otherwise a pickup point is chosen. */
  needsAddress: boolean;
  needsPickupPoint: boolean;
  /** Whether the shopper may pay on receipt (cash or card to the courier / at the point). */
  cashOnDelivery: boolean;
  sort: number;
};

export const SHIPPING_METHODS = [
  {
    id: 1,
    code: 'courier',
    name: 'Курьер до двери',
    description: 'Курьер СДЭК привезёт заказ по вашему адресу и позвонит заранее',
    needsAddress: true,
    needsPickupPoint: false,
    cashOnDelivery: true,
    sort: 1,
  },
  {
    id: 2,
    code: 'pvz',
    name: 'Пункт выдачи заказов',
    description: 'Заберите заказ в пункте выдачи СДЭК или Boxberry рядом с домом',
    needsAddress: false,
    needsPickupPoint: true,
    cashOnDelivery: true,
    sort: 2,
  },
  {
    id: 3,
    code: 'post',
    name: 'Почта России',
    description: 'Посылка в ваше почтовое отделение, только с предоплатой',
    needsAddress: true,
    needsPickupPoint: false,
    cashOnDelivery: false,
    sort: 3,
  },
] as const satisfies readonly ShippingMethodData[];

/**
 * Tariff zones, nearest first. A postcode belongs to the zone of its longest matching prefix; a postcode that
 * matches none falls into the last (farthest) zone.
 */
export const DELIVERY_ZONES = [
  { id: 1, name: 'Москва и Московская область', prefixes: ['10', '11', '12', '14'] },
  {
    id: 2,
    name: 'Санкт-Петербург, Центр и Северо-Запад',
    prefixes: ['15', '16', '17', '18', '19', '2', '30', '39', '60'],
  },
  { id: 3, name: 'Юг, Поволжье и Урал', prefixes: ['3', '4', '61', '62'] },
  { id: 4, name: 'Сибирь', prefixes: ['63', '64', '65', '66'] },
  { id: 5, name: 'Дальний Восток и удалённые районы', prefixes: ['67', '68', '69'] },
] as const;

/** The starting free-delivery threshold in roubles (goods after discounts and promo code), any service and method. */
export const FREE_DELIVERY_FROM = 3000;

type TariffRow = {
  service: ServiceCode;
  method: MethodCode;
  zone: number;
  price: number;
  minDays: number;
  maxDays: number;
};

/** Price per zone (1…5) and transit days for one service × method. */
const table = (
  service: ServiceCode,
  method: MethodCode,
  rows: readonly (readonly [price: number, minDays: number, maxDays: number])[],
): TariffRow[] =>
  rows.map(([price, minDays, maxDays], i) => ({ service, method, zone: i + 1, price, minDays, maxDays }));

export const DELIVERY_TARIFFS: readonly TariffRow[] = [
  ...table('cdek', 'courier', [
    [390, 2, 3],
    [450, 2, 4],
    [550, 3, 5],
    [690, 4, 7],
    [890, 5, 9],
  ]),
  ...table('cdek', 'pvz', [
    [249, 2, 3],
    [299, 2, 4],
    [349, 3, 5],
    [449, 4, 7],
    [590, 5, 9],
  ]),
  ...table('boxberry', 'pvz', [
    [229, 2, 4],
    [279, 3, 5],
    [329, 4, 6],
    [429, 5, 8],
    [550, 6, 10],
  ]),
  ...table('russian_post', 'post', [
    [299, 3, 5],
    [349, 4, 6],
    [399, 5, 7],
    [499, 6, 9],
    [650, 7, 10],
  ]),
];

/** The services that carry parcels by this method (those with tariffs for it), in registry order. */
export function servicesWithMethod(method: MethodCode): DeliveryService[] {
  return DELIVERY_SERVICES.filter((s) => DELIVERY_TARIFFS.some((t) => t.service === s.code && t.method === method));
}
