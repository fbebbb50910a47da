import Link from '@/components/ui/link';
import { shop } from '@/lib/config/shop';
import { Prose, proseStyles as styles } from './prose';

/** /mail: the news and promotions mailing list — what it brings, how often, how to leave it. */
export function MailContent() {
  return (
    <Prose
      title="Рассылка новостей и акций"
      lead={`Подпишитесь на письма «${shop.name}» — первыми узнавайте о новинках, скидках и подарках к праздникам.`}
    >
      <section aria-labelledby="mail-what">
        <h2 id="mail-what">Что вы будете получать</h2>
        <ul>
          <li>новинки каталога — куклы, игровые наборы и игрушки, которые только что приехали на склад;</li>
          <li>распродажи и акции, о которых подписчики узнают раньше всех;</li>
          <li>промокоды только для подписчиков;</li>
          <li>подборки подарков к Новому году, 8 Марта, Дню защиты детей и к началу учебного года;</li>
          <li>советы, как выбрать игрушку по возрасту и интересам ребёнка.</li>
        </ul>
      </section>

      <section aria-labelledby="mail-how-often">
        <h2 id="mail-how-often">Как часто</h2>
        <p>
          Не чаще одного-двух писем в неделю, перед большими праздниками — чуть чаще. Мы не передаём ваш адрес другим
          компаниям и не присылаем чужую рекламу.
        </p>
      </section>

      <section aria-labelledby="mail-subscribe">
        <h2 id="mail-subscribe">Как подписаться</h2>
        <p>
          <a href="#subscribe" className="cta-link" data-testid="mail-subscribe">
            Подписаться на рассылку
          </a>
        </p>
        <p>
          Или введите email в форму подписки внизу любой страницы сайта и нажмите «Подписаться». Эта форма служит только
          для подписки: нажимая кнопку, вы соглашаетесь получать рассылку и на обработку адреса почты для неё. Для
          подписки достаточно адреса почты, регистрироваться не нужно.
        </p>
        <p className={styles.note}>
          Письма о заказах — подтверждение, трек-номер, чек — приходят всем покупателям независимо от подписки.
        </p>
      </section>

      <section aria-labelledby="mail-unsubscribe">
        <h2 id="mail-unsubscribe">Как отписаться</h2>
        <p>
          В конце каждого письма есть ссылка «Отписаться» — нажмите её, и рассылка прекратится сразу. Можно также
          написать нам на <a href={`mailto:${shop.email}`}>{shop.email}</a> с адреса, на который приходят письма.
        </p>
      </section>

      <section aria-labelledby="mail-privacy">
        <h2 id="mail-privacy">Ваши данные</h2>
        <p>
          Для рассылки мы храним только ваш email и дату подписки — до тех пор, пока вы не отпишетесь. Как мы
          обрабатываем и защищаем персональные данные, рассказано в{' '}
          <Link href="/privacy">политике обработки персональных данных</Link>.
        </p>
      </section>
    </Prose>
  );
}
