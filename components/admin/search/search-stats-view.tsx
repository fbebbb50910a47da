import Link from '@/components/ui/link';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { PageHeader } from '@/components/admin/ui/page-header';
import type { SearchStatRow, SearchStats } from '@/lib/api/admin/search';
import { SEARCH_STATS_PERIODS } from '@/lib/config/back-office-limits';
import { searchPath } from '@/lib/catalog/paths';
import { countOf, GOODS } from '@/lib/format/plural';

const query = { label: 'Запрос', cell: (r: SearchStatRow) => <Link href={searchPath(r.query)}>{r.query}</Link> };
const searches = { label: 'Поисков', cell: (r: SearchStatRow) => r.searches, numeric: true };

/** The back office's «Поиск»: what shoppers search most, and what they search and do not find. */
export function SearchStatsView({ stats }: { stats: SearchStats }) {
  return (
    <>
      <PageHeader
        title="Поиск"
        description="Что ищут покупатели на сайте. Запросы без результатов подсказывают, чего не хватает в ассортименте."
      />
      <nav aria-label="Период">
        <ul className="admin-tabs" style={{ display: 'flex', gap: '1rem', listStyle: 'none', padding: 0 }}>
          {SEARCH_STATS_PERIODS.map((days) => (
            <li key={days}>
              <Link href={`/admin/search?days=${days}`} aria-current={days === stats.days ? 'page' : undefined}>
                {`За ${days} дней`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>Частые запросы</h2>
      <DataTable<SearchStatRow>
        caption={`Частые запросы за ${stats.days} дней`}
        empty={<EmptyState title="Пока никто ничего не искал" />}
        rows={stats.top}
        rowKey={(r) => r.query}
        columns={[
          query,
          searches,
          { label: 'Найдено', cell: (r) => (r.results ? countOf(r.results, GOODS) : 'ничего'), numeric: true },
        ]}
      />
      <h2>Запросы без результатов</h2>
      <DataTable<SearchStatRow>
        caption={`Запросы без результатов за ${stats.days} дней`}
        empty={<EmptyState title="Все запросы что-то нашли" />}
        rows={stats.empty}
        rowKey={(r) => r.query}
        columns={[query, searches, { label: 'Без результатов', cell: (r) => r.empty, numeric: true }]}
      />
    </>
  );
}
