// The morning screen: warnings first, then what needs doing, how the day goes, and low stock.
import { OrderTable } from '@/components/admin/orders/order-table';
import { Money } from '@/components/admin/ui/cells';
import { FormMessage } from '@/components/admin/ui/form';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import Link from '@/components/ui/link';
import type { Dashboard } from '@/lib/api/admin/dashboard';
import styles from './dashboard-view.module.css';

function Figure({ label, value, href }: { label: string; value: React.ReactNode; href?: string }) {
  const body = (
    <>
      <span className={styles.value}>{value}</span>
      <span className={styles.label}>{label}</span>
    </>
  );
  return <li className={styles.figure}>{href ? <Link href={href}>{body}</Link> : body}</li>;
}

export function DashboardView({ data }: { data: Dashboard }) {
  const w = data.waiting;
  return (
    <>
      <PageHeader title="Сводка" description="Что сделать сегодня" />
      {data.warnings.map((warning) => (
        <FormMessage key={warning.kind}>{warning.text}</FormMessage>
      ))}
      <ul className={styles.figures} aria-label="Главное за сегодня">
        <Figure label="собрать и отправить" value={data.to_assemble.count} href="/admin/orders?status=paid" />
        <Figure label="ждут оплаты" value={data.unpaid.count} href="/admin/orders?status=awaiting_payment" />
        <Figure label={`заказов сегодня`} value={data.today.orders} />
        <Figure label="выручка сегодня" value={<Money value={data.today.revenue} />} />
        <Figure label="заказов за неделю" value={data.week.orders} />
        <Figure label="выручка за неделю" value={<Money value={data.week.revenue} />} />
      </ul>
      <Panel title="Собрать и отправить">
        {data.to_assemble.orders.length ? (
          <OrderTable
            orders={data.to_assemble.orders}
            caption="Оплаченные заказы и заказы с оплатой при получении, старые сверху"
          />
        ) : (
          <p>Все заказы собраны.</p>
        )}
      </Panel>
      <Panel title="Ждут оплаты">
        {data.unpaid.orders.length ? (
          <OrderTable orders={data.unpaid.orders} caption="Неоплаченные онлайн-заказы, старые сверху" />
        ) : (
          <p>Неоплаченных заказов нет.</p>
        )}
      </Panel>
      <Panel title="Ждут ответа">
        <ul className={styles.figures}>
          <Figure label="отзывов на модерации" value={w.reviews} href="/admin/reviews" />
          <Figure label="вопросов" value={w.questions} href="/admin/inbox" />
          <Figure label="оптовых заявок" value={w.wholesale} href="/admin/inbox" />
          <Figure label="заметок «что улучшить»" value={w.page_feedback} href="/admin/inbox" />
        </ul>
      </Panel>
      <Panel title="Заканчиваются (3 шт. и меньше)">
        {data.low_stock.length ? (
          <ul>
            {data.low_stock.map((p) => (
              <li key={p.id}>
                {p.name} (арт. {p.article}) — {p.stock ? `${p.stock} шт.` : 'нет в наличии'}
              </li>
            ))}
          </ul>
        ) : (
          <p>Всего достаточно.</p>
        )}
      </Panel>
    </>
  );
}
