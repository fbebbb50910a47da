import { PrivacyContent } from '@/components/content/privacy-content';
import { contentMetadata } from '@/components/content/content-metadata';
import { shop } from '@/lib/config/shop';

export const metadata = contentMetadata({
  title: 'Политика обработки персональных данных',
  description: `Как интернет-магазин «${shop.name}» обрабатывает и защищает персональные данные покупателей в соответствии с 152-ФЗ «О персональных данных».`,
  path: '/privacy',
});

export default function PrivacyPage() {
  return <PrivacyContent />;
}
