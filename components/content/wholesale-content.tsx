import { formatPrice } from '@/lib/format/price';
import { WholesaleForm } from '@/components/feedback/wholesale-form';
import { shop, telHref } from '@/lib/config/shop';
import { Prose, ProseSection, proseStyles as styles, ScrollTable } from './prose';
import { workHoursInline } from './work-hours';
import { wholesaleTerms } from './wholesale-terms';

/** /wholesale: terms for shops, kindergartens and children's centres, and how to become a partner. */
export function WholesaleContent() {
  const t = wholesaleTerms;

  return (
    <Prose
      title="Оптовым покупателям"
      lead={`Поставляем куклы и игрушки магазинам, продавцам на маркетплейсах, детским садам и развивающим центрам по всей России. Оптовый заказ — от ${formatPrice(t.minOrder)}.`}
    >
      <ProseSection id="wholesale-who" title="Кто может стать партнёром">
        <p>
          Работаем с юридическими лицами и индивидуальными предпринимателями. Заключаем договор поставки, оплата —
          безналичным переводом по счёту.
        </p>
      </ProseSection>

      <ProseSection id="wholesale-discounts" title="Скидки">
        <p>Скидка считается от розничных цен сайта и зависит от суммы заказа:</p>
        <ScrollTable label="Скидки по сумме заказа">
          <table>
            <thead>
              <tr>
                <th scope="col">Сумма заказа по розничным ценам</th>
                <th scope="col">Скидка</th>
              </tr>
            </thead>
            <tbody>
              {t.discountTiers.map((tier, i) => {
                const next = t.discountTiers[i + 1];
                return (
                  <tr key={tier.from}>
                    <td>
                      <span className={styles.nowrap}>от {formatPrice(tier.from)}</span>
                      {next ? (
                        <>
                          {' '}
                          <span className={styles.nowrap}>до {formatPrice(next.from - 1)}</span>
                        </>
                      ) : null}
                    </td>
                    <td>{tier.percent}%</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollTable>
        <p>
          Для постоянных партнёров — индивидуальные условия, резерв товара под ваш заказ и ранний доступ к новинкам.
        </p>
      </ProseSection>

      <ProseSection id="wholesale-documents" title="Документы">
        <ul>
          <li>договор поставки;</li>
          <li>счёт на оплату и универсальный передаточный документ (УПД);</li>
          <li>сертификаты и декларации соответствия ТР ТС 008/2011 «О безопасности игрушки» на весь ассортимент;</li>
          <li>электронный документооборот — по договорённости.</li>
        </ul>
      </ProseSection>

      <ProseSection id="wholesale-delivery" title="Сборка и доставка">
        <p>
          Оплаченный заказ собираем за {t.assemblyDays} рабочих дня. Отправляем транспортными компаниями («Деловые
          Линии», ПЭК, КИТ, СДЭК и другими по вашему выбору) или службами доставки сайта. При заказе от{' '}
          {formatPrice(t.freeToTerminalFrom)} доставим груз до терминала транспортной компании в Москве бесплатно;
          дальше перевозку оплачивает покупатель по тарифам перевозчика.
        </p>
      </ProseSection>

      <ProseSection id="wholesale-how" title="Как начать работать с нами">
        <ol>
          <li>Оставьте заявку: название компании, ИНН, город, контактное лицо и какие товары вас интересуют.</li>
          <li>Менеджер пришлёт оптовый прайс-лист и ответит на вопросы в течение рабочего дня.</li>
          <li>Согласуем заказ, подпишем договор и выставим счёт.</li>
          <li>После оплаты соберём и отправим заказ, пришлём документы.</li>
        </ol>
      </ProseSection>

      <section id="wholesale-request" aria-labelledby="wholesale-request-title">
        <h2 id="wholesale-request-title">Оставить заявку</h2>
        <WholesaleForm />
        <div className={styles.note}>
          <p>
            Или пришлите заявку на{' '}
            <a href={`mailto:${shop.email}?subject=${encodeURIComponent('Оптовая заявка')}`}>{shop.email}</a> с темой
            «Оптовая заявка» или позвоните по номеру{' '}
            <a href={telHref(shop.phone)} className={styles.nowrap}>
              {shop.phone}
            </a>{' '}
            ({workHoursInline}).
          </p>
        </div>
      </section>
    </Prose>
  );
}
