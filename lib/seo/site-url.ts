import { publicEnv } from '@/lib/config/public-env';

/** The public origin used in canonical URLs, OpenGraph and the sitemap (SITE_URL, no trailing slash). */
export const siteUrl = () => publicEnv.siteUrl;

export const absoluteUrl = (path: string) => `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
