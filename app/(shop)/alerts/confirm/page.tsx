import { ConfirmAlertForm } from '@/components/alerts/confirm-alert-form';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Подтверждение подписки', robots: { index: false, follow: false } };

/** /alerts/confirm?token=…: the link of an alert's confirmation letter (the token is checked when sent). */
export default async function AlertConfirmPage({ searchParams }: PageProps<'/alerts/confirm'>) {
  const { token } = await searchParams;
  return (
    <div className="container">
      <h1>Подтверждение подписки на уведомления</h1>
      {typeof token === 'string' && token ? (
        <ConfirmAlertForm token={token} />
      ) : (
        <p>Ссылка подтверждения неполная. Откройте её из письма целиком или подпишитесь ещё раз на странице товара.</p>
      )}
    </div>
  );
}
