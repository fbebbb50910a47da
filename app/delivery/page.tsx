import { DeliveryContent } from '@/components/content/delivery-content';
import { contentMetadata } from '@/components/content/content-metadata';
import { returnPromise, shop } from '@/lib/config/shop';
import { joinRu } from '@/components/content/text';

export const metadata = contentMetadata({
  title: 'Доставка и оплата',
  description:
    `Доставка службами ${joinRu(shop.deliveryServices)}: курьер, пункты выдачи, стоимость и сроки. Оплата картой, через СБП и при получении. ${returnPromise}.`,
  path: '/delivery',
});

export default function DeliveryPage() {
  return <DeliveryContent />;
}
