import { AboutContent } from '@/components/content/about-content';
import { contentMetadata } from '@/components/content/content-metadata';
import { shop } from '@/lib/config/shop';

export const metadata = contentMetadata({
  title: 'О магазине',
  description: `«${shop.name}» — интернет-магазин кукол и игрушек с доставкой по всей России. Наши обещания, контроль качества и реквизиты продавца.`,
  path: '/about',
});

export default function AboutPage() {
  return <AboutContent />;
}
