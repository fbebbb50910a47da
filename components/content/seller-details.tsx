import { shop, telHref } from '@/lib/config/shop';
import styles from './prose.module.css';

/** «ИП Смирнова А. В.» written out in full, as legal details require. */
export const sellerFullName = shop.legalName.replace(/^ИП\s+/, 'Индивидуальный предприниматель ');

/** The seller's legal details; the same block on /about, /contacts, /privacy and /offer. */
export function SellerDetails({ title = 'Реквизиты продавца', id = 'seller' }: { title?: string; id?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <address>
        <dl className={styles.details}>
          <dt>Продавец</dt>
          <dd>{sellerFullName}</dd>
          <dt>ОГРНИП</dt>
          <dd>{shop.ogrnip}</dd>
          <dt>ИНН</dt>
          <dd>{shop.inn}</dd>
          <dt>Адрес</dt>
          <dd>{shop.address}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </dd>
          <dt>Телефон</dt>
          <dd>
            <a href={telHref(shop.phone)} className={styles.nowrap}>
              {shop.phone}
            </a>
          </dd>
        </dl>
      </address>
    </section>
  );
}
