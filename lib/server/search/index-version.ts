// Which state of the search vocabulary and search texts a copy of them (the in-process index, ./memory-index)
// was built from: refreshSearchIndex stamps every change in its transaction, a copy compares stamps.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';

const KEY = 'search_index_version';

/** Call inside the transaction that changes what search reads: the stamp is the transaction's id. */
export async function stampSearchIndexChange(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into shop_settings (key, value, updated_at) values (${KEY}, to_jsonb(txid_current()), now())
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
}

/** The stamp of the last change ('' before the first). */
export async function searchIndexVersion(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ version: string | null }>(
    db,
    sql`select value::text as version from shop_settings where key = ${KEY}`,
  );
  return row?.version ?? '';
}
