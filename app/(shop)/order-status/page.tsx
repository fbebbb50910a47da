import { Suspense } from 'react';
import { OrderLookupForm } from '@/components/orders/order-lookup';
import styles from '@/components/orders/order-lookup.module.css';
import Link from '@/components/ui/link';
import { shop, telHref } from '@/lib/config/shop';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata({
  title: 'Где мой заказ',
  description: `Узнайте состояние заказа в магазине «${shop.name}» по его номеру и телефону или email.`,
  path: '/order-status',
});

/** A shared, static page: the order is asked for by the browser and shown there (nothing personal in the HTML). */
export default function OrderStatusPage() {
  return (
    <div className="container">
      <h1>Где мой заказ</h1>
      <p className={styles.text}>
        Введите номер заказа из письма-подтверждения и телефон или email, которые вы указали при оформлении. Покажем
        статус, способ доставки и трек-номер для отслеживания посылки.
      </p>
      <Suspense>
        <OrderLookupForm />
      </Suspense>
      <p className={styles.text}>
        Все заказы вашего аккаунта — в <Link href="/cabinet/orders">личном кабинете</Link>. Не нашли заказ? Звоните{' '}
        <a href={telHref(shop.phone)}>{shop.phone}</a> или пишите на <a href={`mailto:${shop.email}`}>{shop.email}</a>.
      </p>
    </div>
  );
}
