import path from 'node:path';
import { buildInfo } from './scripts/build-info.mjs';

// New-version detection (lib/shell/build.ts): the build id and time are baked into server and client code.
const build = buildInfo();

// With REDIS_URL the page cache is shared by every instance (lib/cache/redis-cache-handler.cjs has its own
// in-process tier) and optimised images are kept on disk by Next (.next/cache/images). Without it Next's default
// cache serves one instance, in memory only (its default 50 MB LRU): on disk nothing would bound the copies of every
// filtered listing ever asked for (lib/cache/policy.ts, CACHE_BOUNDS). A page dropped from memory is rendered again
// on its next request. That default handler is wrapped (lib/cache/embedded-cache-handler.cjs) only so optimised
// images are kept too, in a byte-bounded memory LRU: Next keeps them only in a cache handler or on disk with
// isrFlushToDisk, which is off without Redis.
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: path.resolve('lib/cache/redis-cache-handler.cjs'), cacheMaxMemorySize: 0 }
  : { cacheHandler: path.resolve('lib/cache/embedded-cache-handler.cjs') };

/** @type {import('next').NextConfig} */
const nextConfig = {
  generateBuildId: () => build.id,
  env: { SHOP_BUILD_ID: build.id, SHOP_BUILD_TIME: build.time },
  ...sharedCache,
  experimental: {
    ...(process.env.REDIS_URL ? {} : { isrFlushToDisk: false }),
    // The stylesheet (about 10 KB compressed) goes inside the HTML: on a phone's slow network a separate request
    // for it blocked the first paint by a round trip or two (docs/adr/0053-slow-phone-first-screen.md).
    inlineCss: true,
    // Turbopack's graph-based CSS chunking: each page's stylesheet holds about the CSS modules its own components
    // import. The default merged them across routes, so every storefront page inlined the back office's and the
    // other pages' styles. A separate chunk costs a request only when stylesheets are linked; inlined, it is one
    // more <style>, so the cost of a chunk is set low (bytes; Next's default, 100 000, favours few large chunks).
    // Home's stylesheet falls from 61 to 24 KB (docs/adr/0091-stylesheet-twice.md).
    cssChunking: { type: 'graph', requestCost: 2000 },
  },
  // Tests build into their own folder so a developer's `.next` is never clobbered.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The build typechecks (a build with type errors fails). `npm test` alone sets SHOP_BUILD_SKIP_TYPECHECK=1 when
  // its own typecheck step runs in the same run: the same tsconfig, so the same program would be checked twice.
  typescript: { ignoreBuildErrors: process.env.SHOP_BUILD_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  // Native and WASM packages stay outside the server bundle, and snowball-stemmers (0.9 MB: every language).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'snowball-stemmers',
    '@node-rs/argon2',
    'sharp',
    'postgres',
    'ioredis',
    'nodemailer',
  ],
  images: {
    // WebP only: for the shop's flat pictures AVIF came out larger than WebP and took 12–50× its CPU, which a cold
    // image cache (after a restart) pays per picture and width (docs/adr/0056-image-cache-webp.md).
    formats: ['image/webp'],
    // Without Redis the optimised copies live in the cache handler above (kept in memory); with Redis on disk.
    customCacheHandler: !process.env.REDIS_URL,
    minimumCacheTTL: 31536000,
    // Fewer candidate widths keep srcset (and the HTML of product grids) short.
    deviceSizes: [420, 640, 828, 1080, 1280],
    imageSizes: [72, 96, 160, 256, 320],
    localPatterns: [{ pathname: '/media/**' }],
  },
  // The back office is never indexed (its pages also say so in <meta name="robots">).
  async headers() {
    return [{ source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }];
  },
  async rewrites() {
    return {
      // The home page and «Доставка и оплата» render through a dynamic-param route so they are built on first
      // request and cached (ISR), never at build time (no database then). Listing URLs are rewritten by proxy.ts.
      beforeFiles: [
        { source: '/', destination: '/home/main' },
        { source: '/delivery', destination: '/delivery/main' },
      ],
    };
  },
};

export default nextConfig;
