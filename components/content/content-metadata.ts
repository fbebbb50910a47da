import type { Metadata } from 'next';
import { shop } from '@/lib/config/shop';

type ContentPageMeta = {
  /** Page title; the root layout's title template adds the shop name. */
  title: string;
  description: string;
  /** Route path, e.g. '/about'; resolved against the layout's metadataBase. */
  path: string;
};

/**
 * Metadata of a text page. A page's openGraph object replaces the layout's whole, so the shared
 * Open Graph fields (site name, locale, type) are repeated here rather than lost.
 */
export function contentMetadata({ title, description, path }: ContentPageMeta): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: `${title} — ${shop.name}`,
      description,
      url: path,
      siteName: shop.name,
      locale: 'ru_RU',
      type: 'website',
    },
  };
}
