import { MailContent } from '@/components/content/mail-content';
import { contentMetadata } from '@/components/content/content-metadata';
import { shop } from '@/lib/config/shop';

export const metadata = contentMetadata({
  title: 'Рассылка новостей и акций',
  description: `Рассылка интернет-магазина «${shop.name}»: новинки, акции, промокоды для подписчиков и подборки подарков. Отписаться можно в личном кабинете или письмом.`,
  path: '/mail',
});

export default function MailPage() {
  return <MailContent />;
}
