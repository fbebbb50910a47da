import Link from '@/components/ui/link';
import { formatPrice } from '@/lib/format/price';
import { returnPromise, shop, telHref } from '@/lib/config/shop';
import { countOf, plural } from '@/lib/format/plural';
import { DAYS, daysRange } from './days';
import type { DeliveryFacts } from '@/lib/config/delivery-facts';
import { Prose, ProseSection, proseStyles as styles, ScrollTable } from './prose';
import { deliveryServiceNames } from '@/lib/config/delivery-services';

const from = (price: number) => `от\u00a0${formatPrice(price)}`;
/** /delivery: services, methods, how the cost is counted, payment, receipts, returns — with the current tariffs. */
export function DeliveryContent({ facts }: { facts: DeliveryFacts }) {
  const { freeFrom, minDays, maxDays, dispatchDays, sameDayCutoff, storageDays } = facts;
  const methodsOf = (service: string) => facts.methods.filter((m) => m.service === service);
  const cheapestOf = (service: string) => Math.min(...methodsOf(service).map((m) => m.priceFrom));
  const cdekPickup = facts.methods.find((m) => m.service === 'СДЭК' && m.method === 'Пункт выдачи заказов');
  const cdekCourier = facts.methods.find((m) => m.service === 'СДЭК' && m.method === 'Курьер до двери');

  return (
    <Prose
      title="Доставка и оплата"
      lead={`Доставляем заказы по всей России службами ${deliveryServiceNames()}.${freeFrom === null ? '' : ` При заказе от ${formatPrice(freeFrom)} доставка бесплатная.`}`}
    >
      {freeFrom !== null && (
        <p className={styles.note}>
          <strong>Бесплатная доставка от {formatPrice(freeFrom)}</strong> — любым способом и в любой регион. Считается
          сумма товаров в корзине с учётом скидок и промокода.
        </p>
      )}

      <ProseSection id="delivery-methods" title="Способы доставки">
        <h3>Курьер до двери</h3>
        <p>
          Курьер СДЭК привезёт заказ по указанному адресу. При оформлении укажите город, улицу, дом, квартиру, почтовый
          индекс и удобную дату доставки — курьер позвонит заранее и согласует время.
          {cdekCourier
            ? ` Стоимость ${from(cdekCourier.priceFrom)}, срок ${daysRange(cdekCourier.minDays, cdekCourier.maxDays)}.`
            : null}
        </p>

        <h3>Пункт выдачи заказов СДЭК или Boxberry</h3>
        <p>
          Выберите удобный пункт выдачи из списка при оформлении заказа — по городу, улице или индексу. Когда посылка
          поступит в пункт, служба доставки пришлёт SMS с кодом получения. Пункт хранит заказ{' '}
          {countOf(storageDays.pickupPoint, DAYS)}, срок хранения можно продлить через службу доставки.
          {cdekPickup ? ` СДЭК — ${from(cdekPickup.priceFrom)},` : null} Boxberry — {from(cheapestOf('Boxberry'))}.
        </p>

        <h3>Почта России</h3>
        <p>
          Отправляем посылкой в ваше почтовое отделение — удобно для небольших городов и сёл, где нет пунктов выдачи.
          Нужны полный адрес и почтовый индекс. Трек-номер для отслеживания придёт на email. Стоимость{' '}
          {from(cheapestOf('Почта России'))}, оплата — только онлайн при оформлении заказа.
        </p>

        <ScrollTable label="Стоимость и сроки доставки">
          <table>
            <caption>Стоимость и сроки доставки</caption>
            <thead>
              <tr>
                <th scope="col">Служба</th>
                <th scope="col">Способ</th>
                <th scope="col">Стоимость</th>
                <th scope="col">Срок в пути</th>
                <th scope="col">Оплата при получении</th>
              </tr>
            </thead>
            <tbody>
              {facts.methods.map((m) => (
                <tr key={`${m.service}-${m.method}`}>
                  <td>{m.service}</td>
                  <td>{m.method}</td>
                  <td className={styles.nowrap}>{from(m.priceFrom)}</td>
                  <td className={styles.nowrap}>{daysRange(m.minDays, m.maxDays)}</td>
                  <td>{m.payOnDelivery ? 'Да' : 'Нет'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </ProseSection>

      <ProseSection id="delivery-cost" title="Как рассчитывается стоимость">
        <p>
          Цена доставки зависит от службы, способа доставки и тарифной зоны, к которой относится почтовый индекс
          получателя: чем дальше от Москвы, тем выше зона. В таблице указаны цены для ближайшей зоны.
        </p>
        <p>
          Точную стоимость вы увидите в корзине сразу после выбора способа доставки и указания индекса или пункта выдачи
          — до оплаты, без скрытых доплат.
          {freeFrom !== null && ` Если сумма товаров ${from(freeFrom)}, доставка бесплатная.`}
        </p>
      </ProseSection>

      <ProseSection id="delivery-terms" title="Сроки">
        <p>
          Заказы, оформленные в рабочий день до {sameDayCutoff} по московскому времени, передаём в службу доставки в тот
          же день, остальные — в течение {dispatchDays}{' '}
          {plural(dispatchDays, ['рабочего дня', 'рабочих дней', 'рабочих дней'])}. В пути посылка проводит{' '}
          {daysRange(minDays, maxDays)} в зависимости от службы и региона. Трек-номер мы отправим на email, как только
          передадим заказ в доставку.
        </p>
      </ProseSection>

      <ProseSection id="payment-methods" title="Способы оплаты">
        <ul>
          <li>
            <strong>Банковской картой онлайн</strong> — картой «Мир», Visa или Mastercard, выпущенной российским банком.
            Данные карты вы вводите на защищённой странице платёжного сервиса; магазин их не видит и не хранит.
          </li>
          <li>
            <strong>Через СБП</strong> — Систему быстрых платежей: отсканируйте QR-код в приложении своего банка и
            подтвердите оплату. Без комиссии.
          </li>
          <li>
            <strong>При получении</strong> — картой или наличными курьеру и в пункте выдачи СДЭК, в пункте выдачи
            Boxberry. Посылки Почтой России отправляем только после онлайн-оплаты. Доступные способы оплаты корзина
            показывает после выбора доставки.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="receipts" title="Чеки">
        <p>
          По закону № 54-ФЗ «О применении контрольно-кассовой техники» на каждую оплату выдаётся кассовый чек. При
          оплате онлайн электронный чек придёт на email, указанный при оформлении заказа. При оплате при получении чек
          выдаст курьер или пункт выдачи.
        </p>
      </ProseSection>

      <section aria-labelledby="returns">
        <h2 id="returns">{returnPromise}</h2>
        <p>
          Если игрушка не подошла, вы можете вернуть её в течение {shop.returnDays} дней с момента получения. Товар
          должен сохранить товарный вид, упаковку, ярлыки и потребительские свойства; не принимаются к возврату товары,
          изготовленные по индивидуальному заказу (например, с именной надписью).
        </p>
        <ol>
          <li>
            Напишите нам на <a href={`mailto:${shop.email}`}>{shop.email}</a> или позвоните по номеру{' '}
            <a href={telHref(shop.phone)} className={styles.nowrap}>
              {shop.phone}
            </a>
            : укажите номер заказа и что хотите вернуть.
          </li>
          <li>Мы пришлём адрес и инструкцию, как отправить посылку обратно.</li>
          <li>
            Деньги за товар вернём тем же способом, которым вы платили, не позднее 10 дней со дня получения вашего
            заявления о возврате.
          </li>
        </ol>
        <p>
          Если товар оказался с браком или пришёл не тот, обратную доставку оплачиваем мы. Подробные условия — в{' '}
          <Link href="/offer">договоре-оферте</Link>.
        </p>
      </section>
    </Prose>
  );
}
