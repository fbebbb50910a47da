import { UnsubscribeForm } from '@/components/alerts/unsubscribe-form';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Отписка от уведомлений', robots: { index: false, follow: false } };

/** /alerts/unsubscribe?token=…: the «Отписаться» link of an alert letter (the token is checked when sent). */
export default async function AlertUnsubscribePage({ searchParams }: PageProps<'/alerts/unsubscribe'>) {
  const { token } = await searchParams;
  return (
    <div className="container">
      <h1>Отписка от уведомлений о товарах</h1>
      {typeof token === 'string' && token ? (
        <UnsubscribeForm token={token} />
      ) : (
        <p>Ссылка для отписки неполная. Откройте её из письма целиком или напишите нам — отпишем вручную.</p>
      )}
    </div>
  );
}
