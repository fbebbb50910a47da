import Link from '@/components/ui/link';
import styles from './result.module.css';

/** An unknown order, or one placed from another browser or account (the same answer for both). */
export function OrderNotFound() {
  return (
    <div className={styles.page} data-testid="order-not-found">
      <div className={styles.banner}>
        <h1>Заказ не найден</h1>
        <p>
          Проверьте ссылку из письма. Если заказ оформлен в другом браузере или под другой учётной записью, откройте его
          там или в{' '}
          <Link href="/cabinet/orders" className={styles.link}>
            личном кабинете
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

/** The whole page of an order page that found no order. */
export function OrderNotFoundPage() {
  return (
    <div className="container">
      <OrderNotFound />
    </div>
  );
}
