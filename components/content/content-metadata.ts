import type { Metadata } from 'next';
import { shop } from '@/lib/config/shop';
import { pageMetadata } from '@/lib/seo/page-metadata';

type ContentPageMeta = {
  /** Page title; the root layout's title template adds the shop name. */
  title: string;
  description: string;
  /** Route path, e.g. '/about'; resolved against the layout's metadataBase. */
  path: string;
};

/** Metadata of a text page: a page's own, with the shop's name in og:title (shared in messengers as it is). */
export function contentMetadata({ title, description, path }: ContentPageMeta): Metadata {
  return pageMetadata({ title, description, path, ogTitle: `${title} — ${shop.name}` });
}
