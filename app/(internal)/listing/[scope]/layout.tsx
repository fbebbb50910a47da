import { notFound } from 'next/navigation';
import { scopeFromSegment } from '@/lib/catalog/listing-scope';

/** Validity check of the route: a malformed category id is 'Page Not Found' (see app/(internal)/listing/not-found.tsx). */
export default async function ListingScopeLayout({ children, params }: LayoutProps<'/listing/[scope]'>) {
  if (!scopeFromSegment((await params).scope)) notFound();
  return children;
}
