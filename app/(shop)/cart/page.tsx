import { CartPage } from '@/components/cart/cart-page';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { deliveryServiceNames } from '@/lib/config/delivery-services';

// The page itself holds nothing personal: the cart is loaded by the browser (the HTML can be shared).
export const metadata = pageMetadata({
  title: 'Корзина',
  description: `Корзина и оформление заказа: доставка ${deliveryServiceNames('instrumental')}, оплата картой, через СБП или при получении.`,
  path: '/cart',
  noindex: true,
});

export default function Cart() {
  return (
    <div className="container">
      <h1>Корзина</h1>
      <CartPage />
    </div>
  );
}
