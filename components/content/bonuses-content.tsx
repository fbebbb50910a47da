import Link from '@/components/ui/link';
import { formatPrice } from '@/lib/format/price';
import { countOf, POINTS } from '@/lib/format/plural';
import { shop } from '@/lib/config/shop';
import { bonusRules } from '@/lib/config/bonus-rules';
import { DAYS } from './days';
import { Prose, ProseSection, proseStyles as styles } from './prose';

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
        <Link href="/cabinet/bonuses">личном кабинете</Link>.
      </p>

      <ProseSection id="bonuses-earn" title="Как получить баллы">
        <ul>
          <li>
            <strong>За покупки</strong> — {r.earnPercent}% от суммы за товары, оплаченной деньгами (без доставки, скидки
            по промокоду и оплаченного баллами). Баллы видны в кабинете как ожидающие сразу после получения заказа и
            становятся доступны через {countOf(r.creditAfterDays, DAYS)}, когда закончится срок возврата.
          </li>
          <li>
            <strong>За отзывы</strong> — {countOf(r.reviewPoints, POINTS)} за опубликованный отзыв о товаре и{' '}
            {countOf(r.reviewWithPhotoPoints, POINTS)}, если вы добавите фото (один раз за каждый отзыв).
          </li>
          <li>
            <strong>В день рождения</strong> — {countOf(r.birthdayPoints, POINTS)} в подарок. Укажите дату рождения в{' '}
            <Link href="/cabinet/profile">профиле</Link>, и баллы придут за {countOf(r.birthdayLeadDays, DAYS)} до
            праздника, раз в год. Дата должна быть указана не позже чем за {countOf(r.birthdaySettledDays, DAYS)} до
            начисления; после изменения даты этот срок отсчитывается заново.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="bonuses-spend" title="Как потратить баллы">
        <p>
          При оформлении заказа в корзине отметьте «Списать баллы» — для этого нужно войти в личный кабинет. Баллами
          можно оплатить до {r.maxPayPercent}% стоимости товаров в заказе (после скидки по промокоду, если он есть);
          доставку баллами оплатить нельзя. Промокод и баллы можно использовать вместе.
        </p>
        <p>
          <strong>Пример.</strong> Вы покупаете куклу за {formatPrice(EXAMPLE_ORDER)}. За эту покупку начислится{' '}
          {countOf(earned, POINTS)}, а в следующий раз на заказ той же суммы можно будет списать до{' '}
          {countOf(maxSpend, POINTS)} — то есть заплатить на {formatPrice(maxSpend * r.pointValueRub)} меньше.
        </p>
      </ProseSection>

      <ProseSection id="bonuses-terms" title="Сроки и условия">
        <ul>
          <li>
            Баллы действуют {countOf(r.expiryMonths, MONTHS)} с того дня, когда они стали доступны, после этого сгорают.
            Сначала списываются баллы, которые сгорят раньше.
          </li>
          <li>Если заказ отменён, баллы, которыми он был оплачен, возвращаются на бонусный счёт.</li>
          <li>Баллы нельзя обменять на деньги или передать другому покупателю.</li>
          <li>
            Если вы вернули товар, баллы, начисленные за него, списываются, а баллы, которыми он был оплачен,
            возвращаются на бонусный счёт. Баланс при этом не уходит в минус.
          </li>
          <li>
            Мы можем менять условия программы, предупредив об этом на этой странице заранее. Баллы, начисленные до
            изменений, сохраняются.
          </li>
        </ul>
      </ProseSection>
    </Prose>
  );
}
