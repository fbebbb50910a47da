import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { SearchStatsView } from '@/components/admin/search/search-stats-view';
import { adminSearchQuery } from '@/lib/api/admin/search';
import { getDb } from '@/lib/db/client';
import { searchStats } from '@/lib/server/search';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Поиск' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** What shoppers search: the most searched queries and those with no results, for 7 or 30 days. */
export default async function SearchStatsPage({ searchParams }: { searchParams: Search }) {
  const access = await checkStaff('products');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const parsed = adminSearchQuery.safeParse({ days: (await searchParams).days });
  const days = parsed.success ? parsed.data.days : 7;
  return <SearchStatsView stats={await searchStats(await getDb(), days)} />;
}
