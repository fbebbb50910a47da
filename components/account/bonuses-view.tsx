import Link from '@/components/ui/link';
import type { BonusesResponse } from '@/lib/api/bonuses';
import { bonusRules } from '@/lib/config/bonus-rules';
import { countOf, POINTS } from '@/lib/format/plural';
import styles from './cabinet.module.css';

const DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});
const when = (iso: string) => DATE.format(new Date(iso));
const signed = (points: number) => (points > 0 ? `+${countOf(points, POINTS)}` : `−${countOf(-points, POINTS)}`);

/** The cabinet's «Бонусы»: the balance, points waiting for the return window, what expires soon, the history. */
export function BonusesView({ bonuses }: { bonuses: BonusesResponse }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="bonuses-title" data-testid="bonuses-view">
        <h2 id="bonuses-title">Бонусные баллы</h2>
        <dl className={styles.details}>
          <dt>Можно потратить</dt>
          <dd data-testid="bonus-balance">{countOf(bonuses.balance, POINTS)}</dd>
          <dt>Ожидают начисления</dt>
          <dd data-testid="bonus-pending">
            {bonuses.pending > 0
              ? `${countOf(bonuses.pending, POINTS)} — станут доступны после окончания срока возврата`
              : 'нет'}
          </dd>
          <dt>Скоро сгорят</dt>
          <dd data-testid="bonus-expiring">
            {bonuses.expiring.length === 0 ? (
              `нет в ближайшие ${bonusRules.expiringSoonDays} дней`
            ) : (
              <ul className={styles.plainList}>
                {bonuses.expiring.map((e) => (
                  <li key={e.at}>
                    {countOf(e.points, POINTS)} — {when(e.at)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <p className={styles.hint}>
          1 балл = 1 ₽. Баллами можно оплатить до {bonusRules.maxPayPercent}% товаров в заказе. Как получить и потратить
          баллы — на странице <Link href="/bonuses">бонусной программы</Link>.
        </p>
      </section>
      <section className={styles.card} aria-labelledby="bonus-history-title">
        <h2 id="bonus-history-title">История баллов</h2>
        {bonuses.history.length === 0 ? (
          <p className={styles.empty}>Пока ничего: баллы появятся после первой покупки.</p>
        ) : (
          <table className={styles.historyTable} data-testid="bonus-history">
            <caption className="visually-hidden">Начисления и списания баллов</caption>
            <thead>
              <tr>
                <th scope="col">Дата</th>
                <th scope="col">За что</th>
                <th scope="col">Баллы</th>
              </tr>
            </thead>
            <tbody>
              {bonuses.history.map((h, i) => (
                <tr key={`${h.at}-${i}`}>
                  <td>{when(h.at)}</td>
                  <td>{h.reason}</td>
                  <td className={h.points > 0 ? styles.plus : undefined}>{signed(h.points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
