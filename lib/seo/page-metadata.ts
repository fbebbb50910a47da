import type { Metadata } from 'next';

/** Title, description, canonical and OpenGraph for a page, in one call so no page forgets one. */
export function pageMetadata({
  title,
  description,
  path,
  image,
  noindex,
}: {
  title: string;
  description: string;
  path: string;
  image?: string;
  noindex?: boolean;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, ...(image ? { images: [{ url: image }] } : {}) },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
