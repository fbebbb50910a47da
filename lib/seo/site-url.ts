/** The public origin used in canonical URLs, OpenGraph and the sitemap (SITE_URL, no trailing slash). */
export const siteUrl = () => (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

export const absoluteUrl = (path: string) => `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
