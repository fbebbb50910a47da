import { returnPromise, shop } from '@/lib/config/shop';
import { deliveryServiceNames } from '@/lib/config/delivery-services';

// The four promises of the footer's advantages block (components/layout/footer.tsx, ADVANTAGES),
// told at more length on /about; the return promise is the same `returnPromise` string everywhere.
export const shopPromises = [
  {
    id: 'range',
    title: 'Широкий ассортимент в наличии',
    text: 'Всё, что вы видите в каталоге с отметкой «В наличии», лежит у нас на складе, а не у поставщика. Заказ собираем сразу, без ожидания поставки.',
  },
  {
    id: 'delivery',
    title: 'Доставка по всей России',
    text: `Отправляем заказы службами ${deliveryServiceNames()}. Курьер до двери, пункт выдачи или почтовое отделение — выбирайте, как удобнее.`,
  },
  {
    id: 'quality',
    title: 'Многоуровневый контроль качества',
    text: 'Проверяем документы поставщика, осматриваем товар при приёмке на склад и ещё раз — при сборке вашего заказа.',
  },
  {
    id: 'returns',
    title: returnPromise,
    text: `Если игрушка не подошла, верните её в течение ${shop.returnDays} дней с момента получения, сохранив товарный вид и упаковку, — мы вернём деньги.`,
  },
] as const;
