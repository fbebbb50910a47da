import type { Metadata } from 'next';
import { shop } from '@/lib/config/shop';

/**
 * Title, description, canonical and OpenGraph for a page, in one call so no page forgets one. A page's openGraph
 * object replaces the layout's whole, so the shared fields (site name, locale, type) are set here every time.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  noindex,
  ogTitle = title,
}: {
  /** Page title; the root layout's title template adds the shop name. */
  title: string;
  description: string;
  /** Route path, e.g. '/about'; resolved against the layout's metadataBase. */
  path: string;
  image?: string;
  noindex?: boolean;
  /** og:title when it differs from the title (e.g. with the shop's name, which the title template adds). */
  ogTitle?: string;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: ogTitle,
      description,
      url: path,
      siteName: shop.name,
      locale: 'ru_RU',
      type: 'website',
      ...(image ? { images: [{ url: image }] } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
