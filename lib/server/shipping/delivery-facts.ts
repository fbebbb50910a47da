// The «Доставка и оплата» page's figures, from the tariffs and the threshold the checkout charges with.
import { and, eq } from 'drizzle-orm';
import { deliveryFactsOf, type DeliveryFacts } from '@/lib/config/delivery-facts';
import type { MethodCode } from '@/lib/config/delivery-tariffs';
import type { DbOrTx } from '@/lib/db/client';
import { deliveryServices, deliveryTariffs, shippingMethods } from '@/lib/db/schema';
import { freeDeliveryFrom } from './free-delivery';

export async function loadDeliveryFacts(db: DbOrTx): Promise<DeliveryFacts> {
  const [rows, freeFrom] = await Promise.all([
    db
      .select({
        service: deliveryServices.name,
        serviceSort: deliveryServices.sort,
        method: shippingMethods.code,
        price: deliveryTariffs.price,
        minDays: deliveryTariffs.minDays,
        maxDays: deliveryTariffs.maxDays,
        payOnDelivery: shippingMethods.cashOnDelivery,
      })
      .from(deliveryTariffs)
      .innerJoin(deliveryServices, eq(deliveryServices.id, deliveryTariffs.serviceId))
      .innerJoin(shippingMethods, eq(shippingMethods.id, deliveryTariffs.methodId))
      .where(and(eq(deliveryServices.isActive, true), eq(shippingMethods.isActive, true))),
    freeDeliveryFrom(db),
  ]);
  return deliveryFactsOf(
    rows.map((r) => ({ ...r, method: r.method as MethodCode })),
    freeFrom,
  );
}
