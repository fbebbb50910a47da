import Link from '@/components/ui/link';
import { shop } from '@/lib/config/shop';
import { Prose, proseStyles as styles } from './prose';
import { SellerDetails } from './seller-details';
import { shopPromises } from './shop-promises';

/** /about: who we are, the four promises, how we choose toys, the seller's details. */
export function AboutContent() {
  return (
    <Prose
      title="О магазине"
      lead={`«${shop.name}» — интернет-магазин кукол и игрушек для детей всех возрастов. Мы подбираем игрушки, которые радуют ребёнка, безопасны и не ломаются через неделю, и доставляем их в любой уголок России.`}
    >
      <section aria-labelledby="about-who">
        <h2 id="about-who">Кто мы</h2>
        <p>
          Мы начинали в 2021 году с небольшой полки кукол и с тех пор выросли в магазин с большим выбором: куклы и
          пупсы, домики и мебель для кукол, мягкие игрушки, конструкторы, развивающие и настольные игры, игрушки для
          малышей и наборы для творчества.
        </p>
        <p>
          Большинство из нас — родители, поэтому мы выбираем игрушки так же, как выбирали бы для своих детей: смотрим на
          материалы, качество сборки, запах, мелкие детали и на то, насколько игрушка будет интересна не только в первый
          день. Если сомневаетесь, что подарить, — позвоните или напишите нам, подскажем.
        </p>
      </section>

      <section aria-labelledby="about-promises">
        <h2 id="about-promises">Наши обещания</h2>
        <ul className={styles.promises}>
          {shopPromises.map((promise) => (
            <li key={promise.id}>
              <h3>{promise.title}</h3>
              <p>{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-quality">
        <h2 id="about-quality">Как мы проверяем качество</h2>
        <ol>
          <li>
            Работаем с производителями и официальными дистрибьюторами. На каждую игрушку у поставщика есть сертификат
            или декларация соответствия техническому регламенту ТР ТС 008/2011 «О безопасности игрушки».
          </li>
          <li>
            При приёмке на склад осматриваем партию: целостность упаковки, комплектность, маркировку на русском языке и
            возрастные ограничения.
          </li>
          <li>
            При сборке заказа ещё раз проверяем каждую позицию и упаковываем хрупкие игрушки в плотную коробку с
            наполнителем, чтобы они доехали целыми.
          </li>
        </ol>
      </section>

      <section aria-labelledby="about-help">
        <h2 id="about-help">Всегда на связи</h2>
        <p>
          Ответим на вопросы о товаре, поможем с выбором и оформлением заказа. Все способы связи — на странице{' '}
          <Link href="/contacts">«Контакты»</Link>, условия доставки и оплаты — в разделе{' '}
          <Link href="/delivery">«Доставка и оплата»</Link>. Покупайте чаще с{' '}
          <Link href="/bonuses">бонусной программой</Link>, а магазинам и детским центрам мы предлагаем{' '}
          <Link href="/wholesale">оптовые условия</Link>.
        </p>
      </section>

      <SellerDetails />
    </Prose>
  );
}
