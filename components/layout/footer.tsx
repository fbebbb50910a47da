import Link from '@/components/ui/link';
import { BoxIcon, PhoneIcon, ReturnIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { shop, telHref } from '@/lib/config/shop';
import { DELIVERY_SERVICE_NAMES } from '@/lib/config/delivery-services';
import { SubscribeForm } from './subscribe-form';
import { FOOTER_NAV } from './nav-links';
import styles from './footer.module.css';

/** The footer's four promises (docs/PRODUCT.md#overview). */
export const ADVANTAGES = [
  {
    icon: BoxIcon,
    title: 'Широкий ассортимент',
    text: 'Куклы и игрушки для любого возраста в наличии на нашем складе',
  },
  { icon: TruckIcon, title: 'Доставка по всей России', text: DELIVERY_SERVICE_NAMES.join(', ') },
  { icon: ShieldIcon, title: 'Контроль качества', text: 'Многоуровневая проверка каждой партии' },
  {
    icon: ReturnIcon,
    title: `Возврат в течение ${shop.returnDays} дней`,
    text: 'Обменяем или вернём деньги без лишних вопросов',
  },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <ul className={styles.advantages} aria-label="Наши преимущества">
          {ADVANTAGES.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.advantage}>
              <Icon />
              <div>
                <strong>{title}</strong>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.columns}>
          <nav className={styles.nav} aria-label="Информация">
            {FOOTER_NAV.map((item) => (
              <Link key={item.href} href={item.href}>
                {item.label}
              </Link>
            ))}
          </nav>
          <div className={styles.contacts}>
            <a href={telHref(shop.phone)} className={styles.phone}>
              <PhoneIcon /> {shop.phone}
            </a>
            <p className={styles.hours}>{shop.workHours}</p>
            <ul className={styles.messengers}>
              {shop.messengers.map((m) => (
                <li key={m.id}>
                  <a href={m.url} target="_blank" rel="noopener noreferrer" className={styles.messenger}>
                    {m.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.subscribe}>
            <h2 className={styles.subscribeTitle}>Новости и акции</h2>
            <p>Подпишитесь, чтобы первыми узнавать о новинках и скидках.</p>
            <SubscribeForm />
          </div>
        </div>
        <p className={styles.legal}>
          © {shop.name}, {shop.legalName}, ОГРНИП {shop.ogrnip}, ИНН {shop.inn}. Цены на сайте указаны в рублях с учётом
          НДС.
        </p>
      </div>
    </footer>
  );
}
