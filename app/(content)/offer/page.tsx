import { OfferContent } from '@/components/content/offer-content';
import { contentMetadata } from '@/components/content/content-metadata';
import { returnPromise, shop } from '@/lib/config/shop';

export const metadata = contentMetadata({
  title: 'Публичная оферта',
  description: `Договор-оферта интернет-магазина «${shop.name}»: оформление заказа, цены, оплата, доставка. ${returnPromise}.`,
  path: '/offer',
});

export default function OfferPage() {
  return <OfferContent />;
}
