import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { InboxAnswer } from '@/components/admin/inbox/inbox-answer';
import { PageAddress } from '@/components/admin/inbox/page-address';
import { DateTime } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { FilterBar } from '@/components/admin/ui/filter-bar';
import { AdminSelectField } from '@/components/admin/ui/form';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pager } from '@/components/admin/ui/pager';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { inboxQuery, INBOX_KINDS, type InboxItem, type InboxKind } from '@/lib/api/admin/inbox';
import { getDb } from '@/lib/db/client';
import { INBOX_PER_PAGE, listInbox } from '@/lib/server/admin/inbox/inbox';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Обращения' };

const KIND_LABELS: Record<InboxKind, string> = {
  question: 'Вопросы',
  wholesale: 'Оптовые заявки',
  improve: '«Что можно улучшить»',
};

type Search = Promise<Record<string, string | string[] | undefined>>;

function Sender({ item }: { item: InboxItem }) {
  return (
    <>
      {item.company && <strong>{item.company}</strong>}
      {item.company && item.name && <br />}
      {item.name}
      {item.email && (
        <>
          <br />
          <a href={`mailto:${item.email}`}>{item.email}</a>
        </>
      )}
      {item.phone && (
        <>
          <br />
          <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a>
        </>
      )}
      {!item.name && !item.email && !item.company && 'Без подписи'}
    </>
  );
}

function Message({ item }: { item: InboxItem }) {
  return (
    <>
      {item.url && (
        <p style={{ margin: '0 0 4px' }}>
          <PageAddress url={item.url} />
        </p>
      )}
      {item.details &&
        Object.entries(item.details).map(([key, value]) => (
          <p key={key} style={{ margin: '0 0 4px' }}>
            {key}: {value}
          </p>
        ))}
      <span style={{ whiteSpace: 'pre-line' }}>{item.text || '—'}</span>
      {item.answer && (
        <p style={{ margin: '8px 0 0', whiteSpace: 'pre-line' }}>
          <strong>Наш ответ:</strong> {item.answer}
        </p>
      )}
    </>
  );
}

/** Questions, wholesale requests and page notes, newest first; open ones by default. */
export default async function InboxPage({ searchParams }: { searchParams: Search }) {
  const access = await checkStaff('inbox');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const raw = await searchParams;
  const wantedStatus = raw.status === undefined ? 'open' : raw.status;
  const parsed = inboxQuery.safeParse({
    kind: raw.kind,
    status: wantedStatus === 'all' ? undefined : wantedStatus,
    page: raw.page,
  });
  const query = parsed.success ? parsed.data : { kind: 'question' as const, status: 'open' as const, page: 1 };
  const data = await listInbox(await getDb(), query);
  return (
    <>
      <PageHeader
        title="Обращения"
        description={`Без ответа: ${INBOX_KINDS.map((k) => `${KIND_LABELS[k].toLowerCase()} — ${data.open[k]}`).join(', ')}.`}
      />
      <FilterBar action="/admin/inbox" resetHref="/admin/inbox">
        <AdminSelectField label="Что" name="kind" defaultValue={query.kind}>
          {INBOX_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]} ({data.open[k]} без ответа)
            </option>
          ))}
        </AdminSelectField>
        <AdminSelectField label="Состояние" name="status" defaultValue={query.status ?? 'all'}>
          <option value="open">Без ответа</option>
          <option value="answered">Отвеченные</option>
          <option value="all">Все</option>
        </AdminSelectField>
      </FilterBar>
      <DataTable<InboxItem>
        empty={<EmptyState title={query.status === 'open' ? 'Всё отвечено' : 'Сообщений нет'} />}
        caption={KIND_LABELS[query.kind]}
        rows={data.items}
        rowKey={(i) => `${i.kind}-${i.id}`}
        columns={[
          { label: 'Когда', cell: (i) => <DateTime value={i.created_at} /> },
          { label: 'От кого', cell: (i) => <Sender item={i} /> },
          { label: 'Сообщение', cell: (i) => <Message item={i} /> },
          {
            label: 'Состояние',
            cell: (i) =>
              i.answered_at ? (
                <StatusBadge tone="success">
                  Отвечено <DateTime value={i.answered_at} />
                </StatusBadge>
              ) : (
                <StatusBadge tone="warning">Без ответа</StatusBadge>
              ),
          },
          {
            label: 'Ответ',
            cell: (i) => <InboxAnswer kind={i.kind} id={i.id} email={i.email} answered={i.answered_at !== null} />,
          },
        ]}
      />
      <Pager
        path="/admin/inbox"
        query={{ kind: query.kind, status: query.status ?? 'all' }}
        page={data.page}
        total={data.total}
        pageSize={INBOX_PER_PAGE}
      />
    </>
  );
}
