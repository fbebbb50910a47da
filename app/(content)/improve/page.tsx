import { ImproveForm } from '@/components/feedback/improve-form';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata({
  title: 'Что можно улучшить на этой странице?',
  description: 'Расскажите, что на странице магазина было неудобно или непонятно — мы прочитаем каждое сообщение.',
  path: '/improve',
  noindex: true,
});

type Props = { searchParams: Promise<{ url_current?: string | string[] }> };

export default async function ImprovePage({ searchParams }: Props) {
  const raw = (await searchParams).url_current;
  const url = typeof raw === 'string' && raw.startsWith('/') ? raw.slice(0, 2000) : '/';
  return (
    <div className="container">
      <h1>Что можно улучшить на этой странице?</h1>
      <ImproveForm url={url} />
    </div>
  );
}
