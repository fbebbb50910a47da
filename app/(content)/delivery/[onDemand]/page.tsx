import { notFound } from 'next/navigation';
import { DeliveryContent } from '@/components/content/delivery-content';
import { contentMetadata } from '@/components/content/content-metadata';
import { deliveryServiceNames } from '@/lib/config/delivery-services';
import { returnPromise } from '@/lib/config/shop';
import { getDb } from '@/lib/db/client';
import { loadDeliveryFacts } from '@/lib/server/shipping/delivery-facts';

// `/delivery` is rewritten to /delivery/main (next.config.mjs) so the page renders on demand from the tariffs in the
// database and is cached (ISR), never at build time when there is no database: the `[onDemand]` segment, with no
// static params, is only there for that; `main` is its one value. A change in the back office revalidates it
// (lib/server/admin/revalidate-storefront.ts).
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const metadata = contentMetadata({
  title: 'Доставка и оплата',
  description: `Доставка службами ${deliveryServiceNames()}: курьер, пункты выдачи, стоимость и сроки. Оплата картой, через СБП и при получении. ${returnPromise}.`,
  path: '/delivery',
});

export default async function DeliveryPage({ params }: { params: Promise<{ onDemand: string }> }) {
  if ((await params).onDemand !== 'main') notFound();
  return <DeliveryContent facts={await loadDeliveryFacts(await getDb())} />;
}
