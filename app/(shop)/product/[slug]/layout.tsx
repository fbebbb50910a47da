import { notFound } from 'next/navigation';
import { isValidProductSlug } from '@/lib/catalog/paths';

/** Validity check of the route: a malformed slug is 'Page Not Found' (app/(shop)/product/not-found.tsx). */
export default async function ProductSlugLayout({ children, params }: LayoutProps<'/product/[slug]'>) {
  if (!isValidProductSlug((await params).slug)) notFound();
  return children;
}
