// Delivery figures quoted on the «Доставка и оплата» page, derived from lib/config/delivery-services.ts and
// lib/config/delivery-tariffs.ts — the same
// constants lib/server/shipping/seed-delivery.ts writes into the tariff tables the cart charges from. The page is
// prerendered at build (no database then), and one source of truth keeps it equal to the cart.
import { DELIVERY_SERVICES, type DeliveryServiceName } from '@/lib/config/delivery-services';
import { DELIVERY_TARIFFS, FREE_DELIVERY_FROM, SHIPPING_METHODS, type MethodCode } from '@/lib/config/delivery-tariffs';

export type DeliveryMethodFacts = {
  /** Service as it is named across the site. */
  service: DeliveryServiceName;
  /** How the parcel reaches the shopper. */
  method: string;
  /** Lowest price in roubles (nearest tariff zone). */
  priceFrom: number;
  /** Transit time in calendar days over all zones, after the parcel is handed to the service. */
  minDays: number;
  maxDays: number;
  /** Whether the shopper can pay on receipt with this method. */
  payOnDelivery: boolean;
};

const METHOD_LABEL: Record<MethodCode, string> = {
  pvz: 'Пункт выдачи заказов',
  courier: 'Курьер до двери',
  post: 'Отделение почты',
};
const ORDER: MethodCode[] = ['pvz', 'courier', 'post'];

function methodFacts(): DeliveryMethodFacts[] {
  const facts: DeliveryMethodFacts[] = [];
  for (const service of DELIVERY_SERVICES) {
    for (const code of ORDER) {
      const rows = DELIVERY_TARIFFS.filter((t) => t.service === service.code && t.method === code);
      if (rows.length === 0) continue;
      facts.push({
        service: service.name,
        method: METHOD_LABEL[code],
        priceFrom: Math.min(...rows.map((r) => r.price)),
        minDays: Math.min(...rows.map((r) => r.minDays)),
        maxDays: Math.max(...rows.map((r) => r.maxDays)),
        payOnDelivery: SHIPPING_METHODS.find((m) => m.code === code)!.cashOnDelivery,
      });
    }
  }
  return facts;
}

const methods = methodFacts();

export const deliveryFacts = {
  /** Delivery is free for orders from this sum (goods after discounts and promo code), in roubles. */
  freeFrom: FREE_DELIVERY_FROM,
  /** Working days to assemble an order and hand it to the delivery service. */
  dispatchDays: 1,
  /** Orders placed before this time (Moscow) on a working day leave the same day. */
  sameDayCutoff: '14:00',
  methods,
  /** Overall range of transit times across the services, in days. */
  minDays: Math.min(...methods.map((m) => m.minDays)),
  maxDays: Math.max(...methods.map((m) => m.maxDays)),
  /** Days a parcel waits at a pickup point or post office before it goes back. */
  storageDays: { pickupPoint: 7, postOffice: 30 },
} as const;
