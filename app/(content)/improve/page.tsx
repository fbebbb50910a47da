import { ImproveForm } from '@/components/feedback/improve-form';
import { shopPathOr } from '@/lib/catalog/shop-path';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata({
  title: 'Что можно улучшить на этой странице?',
  description: 'Расскажите, что на странице магазина было неудобно или непонятно — мы прочитаем каждое сообщение.',
  path: '/improve',
  noindex: true,
});

type Props = { searchParams: Promise<{ url_current?: string | string[] }> };

export default async function ImprovePage({ searchParams }: Props) {
  // Shown as a link: anything but a path of the shop (another site, a script) becomes the home page.
  const url = shopPathOr((await searchParams).url_current);
  return (
    <div className="container">
      <h1>Что можно улучшить на этой странице?</h1>
      <ImproveForm url={url} />
    </div>
  );
}
