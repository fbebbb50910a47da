import { DeliveryContent } from '@/components/content/delivery-content';
import { contentMetadata } from '@/components/content/content-metadata';
import { returnPromise } from '@/lib/config/shop';
import { deliveryServiceNames } from '@/lib/config/delivery-services';

export const metadata = contentMetadata({
  title: 'Доставка и оплата',
  description:
    `Доставка службами ${deliveryServiceNames()}: курьер, пункты выдачи, стоимость и сроки. Оплата картой, через СБП и при получении. ${returnPromise}.`,
  path: '/delivery',
});

export default function DeliveryPage() {
  return <DeliveryContent />;
}
