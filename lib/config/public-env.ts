// The environment variables that code on both sides (server and browser) reads. Next.js writes NODE_ENV,
// NEXT_PUBLIC_* and next.config.mjs's `env` (SHOP_BUILD_ID, SHOP_BUILD_TIME) into browser bundles at build time,
// which works only for literal `process.env.NAME` reads like these. SITE_URL is not inlined: browser code gets
// the default, and only server-rendered output uses it. Server-only variables are in lib/server/env.ts.

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export const publicEnv = {
  isDevelopment: process.env.NODE_ENV === 'development',
  isProduction: process.env.NODE_ENV === 'production',
  /** Base URL of the shop API for the browser (default: same origin). */
  apiBase: process.env.NEXT_PUBLIC_API_BASE ?? '',
  buildId: process.env.SHOP_BUILD_ID || 'dev',
  buildTime: Number(process.env.SHOP_BUILD_TIME) || 0,
  /** The public origin, no trailing slash (read on each use: it is not inlined). */
  get siteUrl() {
    return (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
  },
};
