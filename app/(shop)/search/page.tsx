import { redirect } from 'next/navigation';
import { searchPath } from '@/lib/catalog/paths';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

/** The header search form's target without JavaScript (`/search?q=…`): the results live at /search/{query}. */
export default async function SearchFormTarget({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? '';
  redirect(query ? searchPath(query) : '/category');
}
