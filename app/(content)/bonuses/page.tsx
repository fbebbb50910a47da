import { BonusesContent } from '@/components/content/bonuses-content';
import { contentMetadata } from '@/components/content/content-metadata';
import { shop } from '@/lib/config/shop';

export const metadata = contentMetadata({
  title: 'Бонусная программа',
  description: `Получайте баллы за покупки, отзывы и в день рождения и оплачивайте ими часть следующих заказов в интернет-магазине «${shop.name}».`,
  path: '/bonuses',
});

export default function BonusesPage() {
  return <BonusesContent />;
}
