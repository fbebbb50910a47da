import { ContactsContent } from '@/components/content/contacts-content';
import { contentMetadata } from '@/components/content/content-metadata';
import { shop } from '@/lib/config/shop';

export const metadata = contentMetadata({
  title: 'Контакты',
  description: `Телефоны, email, мессенджеры и режим работы интернет-магазина «${shop.name}». Адрес и реквизиты продавца.`,
  path: '/contacts',
});

export default function ContactsPage() {
  return <ContactsContent />;
}
