import Link from '@/components/ui/link';
import { shop, telHref } from '@/lib/config/shop';
import { Prose, ProseSection, proseStyles as styles } from './prose';
import { SellerDetails } from './seller-details';

// An 8-800 number costs the caller nothing from any Russian phone.
const tollFree = shop.phone.includes('(800)');

/** /contacts: phones, email, hours, messengers, address and the seller's details. */
export function ContactsContent() {
  return (
    <Prose
      title="Контакты"
      lead="Поможем выбрать подарок, подскажем по заказу, доставке и возврату. Звоните, пишите на почту или в мессенджеры — отвечаем быстро."
    >
      <ProseSection id="contacts-phones" title="Телефоны и почта">
        <dl className={styles.details}>
          <dt>По России</dt>
          <dd>
            <a href={telHref(shop.phone)} className={styles.nowrap}>
              {shop.phone}
            </a>
            {tollFree ? ' — звонок бесплатный' : null}
          </dd>
          <dt>Городской</dt>
          <dd>
            <a href={telHref(shop.cityPhone)} className={styles.nowrap}>
              {shop.cityPhone}
            </a>
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </dd>
          <dt>Режим работы</dt>
          <dd>{shop.workHours}</dd>
        </dl>
        <p>
          Письма, пришедшие ночью, разбираем утром в начале рабочего дня. Если вопрос касается заказа, укажите его номер
          — так мы ответим быстрее.
        </p>
      </ProseSection>

      <ProseSection id="contacts-messengers" title="Мессенджеры и соцсети">
        <p>Напишите нам там, где вам удобнее, — ответим в рабочее время:</p>
        <ul>
          {shop.messengers.map((messenger) => (
            <li key={messenger.id}>
              <a href={messenger.url} target="_blank" rel="noopener noreferrer">
                {messenger.name}
              </a>
            </li>
          ))}
        </ul>
      </ProseSection>

      <ProseSection id="contacts-address" title="Адрес">
        <address>{shop.address}</address>
        <p>
          Это адрес офиса, самовывоза из него нет: заказы мы отправляем службами доставки. Как получить посылку — в
          разделе <Link href="/delivery">«Доставка и оплата»</Link>.
        </p>
      </ProseSection>

      <ProseSection id="contacts-feedback" title="Отзывы и предложения">
        <p>
          Вопросы и отзывы о магазине можно оставить на странице <Link href="/feedback">«Отзывы и помощь»</Link>.
          Заметили ошибку на сайте или знаете, как сделать его удобнее, — расскажите через форму{' '}
          <Link href={{ pathname: '/improve', query: { url_current: '/contacts' } }}>
            «Что можно улучшить на этой странице?»
          </Link>
          .
        </p>
      </ProseSection>

      <SellerDetails />
    </Prose>
  );
}
