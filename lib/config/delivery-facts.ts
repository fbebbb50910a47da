// Delivery figures quoted on the «Доставка и оплата» page, derived from the tariffs the checkout charges (read from
// the database by lib/server/shipping/delivery-facts.ts), so the page always matches what the cart charges.
import type { MethodCode } from '@/lib/config/delivery-tariffs';

export type DeliveryMethodFacts = {
  /** Service as it is named across the site. */
  service: string;
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

/** One tariff row as the page needs it. */
export type TariffFact = {
  service: string;
  serviceSort: number;
  method: MethodCode;
  price: number;
  minDays: number;
  maxDays: number;
  payOnDelivery: boolean;
};

export type DeliveryFacts = ReturnType<typeof deliveryFactsOf>;

const METHOD_LABEL: Record<MethodCode, string> = {
  pvz: 'Пункт выдачи заказов',
  courier: 'Курьер до двери',
  post: 'Отделение почты',
};
const ORDER: MethodCode[] = ['pvz', 'courier', 'post'];

function methodFacts(tariffs: readonly TariffFact[]): DeliveryMethodFacts[] {
  const services = [...new Map(tariffs.map((t) => [t.service, t.serviceSort])).entries()].sort((a, b) => a[1] - b[1]);
  const facts: DeliveryMethodFacts[] = [];
  for (const [service] of services) {
    for (const code of ORDER) {
      const rows = tariffs.filter((t) => t.service === service && t.method === code);
      if (rows.length === 0) continue;
      facts.push({
        service,
        method: METHOD_LABEL[code],
        priceFrom: Math.min(...rows.map((r) => r.price)),
        minDays: Math.min(...rows.map((r) => r.minDays)),
        maxDays: Math.max(...rows.map((r) => r.maxDays)),
        payOnDelivery: rows[0].payOnDelivery,
      });
    }
  }
  return facts;
}

/** The page's figures from the active tariffs and the free-delivery threshold (null: never free). */
export function deliveryFactsOf(tariffs: readonly TariffFact[], freeFrom: number | null) {
  const methods = methodFacts(tariffs);
  return {
    /** Delivery is free for orders from this sum (goods after discounts and promo code), in roubles; null: never. */
    freeFrom,
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
}
