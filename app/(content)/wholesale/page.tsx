import { WholesaleContent } from '@/components/content/wholesale-content';
import { contentMetadata } from '@/components/content/content-metadata';
import { shop } from '@/lib/config/shop';

export const metadata = contentMetadata({
  title: 'Оптовым покупателям',
  description: `Куклы и игрушки оптом от «${shop.name}» для магазинов и детских центров: скидки от суммы заказа, документы, доставка транспортными компаниями.`,
  path: '/wholesale',
});

export default function WholesalePage() {
  return <WholesaleContent />;
}
