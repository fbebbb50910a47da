import Link from '@/components/ui/link';
import { formatPrice } from '@/lib/format/price';
import { countOf } from '@/lib/format/plural';
import { shop } from '@/lib/config/shop';
import { bonusRules } from './bonus-rules';
import { DAYS } from './days';
import { Prose, proseStyles as styles } from './prose';

const POINTS: readonly [string, string, string] = ['балл', 'балла', 'баллов'];
const MONTHS: readonly [string, string, string] = ['месяц', 'месяца', 'месяцев'];

/** Worked example on the page: a 2 000 ₽ order. */
const EXAMPLE_ORDER = 2000;

/** /bonuses: how points are earned, spent and when they expire. */
export function BonusesContent() {
  const r = bonusRules;
  const earned = Math.floor((EXAMPLE_ORDER * r.earnPercent) / 100);
  const maxSpend = Math.floor((EXAMPLE_ORDER * r.maxPayPercent) / 100);

  return (
    <Prose
      title="Бонусная программа"
      lead={`Покупайте в «${shop.name}» и получайте баллы: ${r.earnPercent}% от каждой покупки возвращается на бонусный счёт. Баллами можно оплатить до ${r.maxPayPercent}% следующих заказов.`}
    >
      <p className={styles.note}>
        <strong>1 балл = {formatPrice(r.pointValueRub)}.</strong> Участвовать может любой зарегистрированный покупатель
        — отдельно вступать в программу не нужно. Баланс и история баллов — в{' '}
        <Link href="/cabinet/orders">личном кабинете</Link>.
      </p>

      <section aria-labelledby="bonuses-earn">
        <h2 id="bonuses-earn">Как получить баллы</h2>
        <ul>
          <li>
            <strong>За покупки</strong> — {r.earnPercent}% от суммы, оплаченной деньгами, без учёта доставки. Баллы
            начисляются через {countOf(r.creditAfterDays, DAYS)} после получения заказа, когда закончится срок возврата.
          </li>
          <li>
            <strong>За отзывы</strong> — {countOf(r.reviewPoints, POINTS)} за опубликованный отзыв о купленном товаре и{' '}
            {countOf(r.reviewWithPhotoPoints, POINTS)}, если вы добавите фото.
          </li>
          <li>
            <strong>В день рождения</strong> — {countOf(r.birthdayPoints, POINTS)} в подарок. Укажите дату рождения в{' '}
            <Link href="/cabinet/profile">профиле</Link>, и баллы придут за {countOf(r.birthdayLeadDays, DAYS)} до
            праздника.
          </li>
        </ul>
      </section>

      <section aria-labelledby="bonuses-spend">
        <h2 id="bonuses-spend">Как потратить баллы</h2>
        <p>
          При оформлении заказа в корзине отметьте «Списать баллы». Баллами можно оплатить до {r.maxPayPercent}%
          стоимости товаров в заказе; доставку баллами оплатить нельзя.
        </p>
        <p>
          <strong>Пример.</strong> Вы покупаете куклу за {formatPrice(EXAMPLE_ORDER)}. За эту покупку начислится{' '}
          {countOf(earned, POINTS)}, а в следующий раз на заказ той же суммы можно будет списать до{' '}
          {countOf(maxSpend, POINTS)} — то есть заплатить на {formatPrice(maxSpend * r.pointValueRub)} меньше.
        </p>
      </section>

      <section aria-labelledby="bonuses-terms">
        <h2 id="bonuses-terms">Сроки и условия</h2>
        <ul>
          <li>Баллы действуют {countOf(r.expiryMonths, MONTHS)} с момента начисления, после этого сгорают.</li>
          <li>Баллы нельзя обменять на деньги или передать другому покупателю.</li>
          <li>
            Если вы вернули товар, баллы, начисленные за него, списываются, а баллы, которыми он был оплачен,
            возвращаются на бонусный счёт.
          </li>
          <li>
            Мы можем менять условия программы, предупредив об этом на этой странице заранее. Баллы, начисленные до
            изменений, сохраняются.
          </li>
        </ul>
      </section>
    </Prose>
  );
}
