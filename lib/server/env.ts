import path from 'node:path';
import { z } from 'zod';
import { dbEnv } from '@/lib/db/env';
import { DEFAULT_SITE_URL } from '@/lib/config/public-env';
import { CACHE_BOUNDS } from '@/lib/cache/policy';
import { parseTrustedProxies } from '@/lib/server/http/trusted-proxies';

// The environment variables the server's code reads, validated once; the only readers of process.env in
// app/, components/ and lib/ are this module, lib/db/env.ts (the database's own: DATABASE_URL, DATA_DIR,
// DATABASE_POOL_SIZE) and lib/config/public-env.ts (those code on both sides reads). ESLint enforces it. Outside
// them only next.config.mjs, instrumentation.ts and lib/cache/redis-cache-handler.cjs (loaded by Next itself)
// read the environment. The README's configuration table mirrors all of them.
const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1'])
    .default(fallback)
    .transform((v) => v === '1');
/** Unset, empty and blank all mean «not set». */
const text = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const schema = z.object({
  SEED_DEMO: flag('1'),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(360),
  REDIS_URL: z.string().optional(),
  /** Prefix of the shop's keys and channels in Redis (the shared page cache reads the same variable). */
  REDIS_CACHE_PREFIX: z.string().min(1).default('kukly:next:'),
  /** The proxies believed about the client (lib/server/http/trusted-proxies.ts): `0`, a number of hops, or networks. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  SITE_URL: z.string().url().default(DEFAULT_SITE_URL),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  /** Sender of the shop's emails (default: the shop's own address). */
  MAIL_FROM: text,
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** The build's folder (next.config.mjs reads it too): the shop's server sends Brotli copies from its static/. */
  NEXT_DIST_DIR: z.string().trim().min(1).default('.next'),
  /** Copies of URLs with a query (filtered listings, searches) each cache tier keeps (the page cache reads it too). */
  CACHE_QUERY_VARIANTS: z.coerce.number().int().min(1).max(1_000_000).default(CACHE_BOUNDS.queryVariants),
  /** Test suites only: lets them read the outbox over the API. */
  SHOP_TEST_MODE: z
    .string()
    .optional()
    .transform((v) => v === '1'),
  YOOKASSA_SHOP_ID: text,
  YOOKASSA_SECRET_KEY: text,
  YOOKASSA_API_URL: text,
  /** Seconds the shop waits for YooKassa's answer; no answer leaves a refund «ожидает подтверждения» (tests: 1). */
  YOOKASSA_TIMEOUT_SEC: z.coerce.number().min(0.2).max(120).default(15),
  /** DaData's API key: courier addresses are suggested by DaData; without it, from the shop's own city list. */
  DADATA_API_KEY: text,
  /** Base URL of DaData's suggestions API (the tests point it at a local stand-in). */
  DADATA_API_URL: text,
  /**
   * Requests to DaData the whole shop may send in a day (Moscow time, as DaData counts); past it the checkout
   * suggests from the city list until the next day. DaData's free plan allows 10 000 a day (checked 2026-11-28).
   */
  DADATA_DAILY_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(10_000),
  /**
   * `1`: without YooKassa, online payments go through the built-in test provider («Тестовая оплата», any shopper
   * «pays» with a button). Only for the demo and the test suites; unset, a shop without YooKassa offers no online
   * payment at all, so a typo in a secret never ships goods unpaid.
   */
  PAYMENTS_TEST: flag('0'),
  /** `1`: every staff account must use a second factor (TOTP) to enter the back office. */
  ADMIN_REQUIRE_2FA: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /** Hours a temporary staff password (a new member of staff, a reset) stays good; fractions for tests. */
  STAFF_TEMPORARY_PASSWORD_HOURS: z.coerce
    .number()
    .min(0.0005)
    .max(24 * 30)
    .default(72),
  /** Minutes an unpaid online order keeps its goods before it is cancelled automatically (fractions for tests). */
  ORDER_PAYMENT_TIMEOUT_MIN: z.coerce
    .number()
    .min(0.01)
    .max(60 * 24 * 30)
    .default(60),
  /** Hours an unconfirmed cash-on-delivery order keeps its goods before it is cancelled automatically (fractions for tests). */
  COD_CONFIRM_TIMEOUT_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 30)
    .default(24),
  /**
   * The share of a product's stock the unconfirmed cash-on-delivery orders of one phone, one email or one client
   * address may hold (lib/server/orders/cod-holds.ts); `1` turns the cap off.
   */
  COD_HOLD_SHARE: z.coerce.number().min(0.01).max(1).default(0.2),
  /** Seconds between runs of the background jobs (automatic cancellation, outbox sweep); also the first retry delay of a letter. */
  JOBS_INTERVAL_SEC: z.coerce.number().min(0.2).max(3600).default(30),
  /** Minutes between prunings of the tables that grow for ever (lib/server/maintenance/prune.ts; fractions for tests). */
  PRUNE_INTERVAL_MIN: z.coerce
    .number()
    .min(0.01)
    .max(60 * 24 * 7)
    .default(60),
  /** Days a guest's cart or wishlist may stay untouched before it is removed. */
  PRUNE_GUEST_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days a sent letter's row is kept in the outbox (its body is cleared once sent). */
  PRUNE_SENT_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Days of shoppers' searches the search log keeps (the back office's «Поиск» shows up to 30). */
  PRUNE_SEARCH_LOG_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
  /** Seconds a graceful shutdown (SIGTERM) may take before the process exits anyway: keep it below the
   *  orchestrator's own kill timeout (systemd TimeoutStopSec, docker stop -t). */
  SHUTDOWN_TIMEOUT_SEC: z.coerce.number().min(1).max(600).default(15),
  /**
   * Яндекс Метрика's counter id (lib/server/analytics/metrika.ts). Named NEXT_PUBLIC_ as operators know it, but
   * read here, at run time, as a whole object: the build inlines only literal `process.env.NEXT_PUBLIC_…` reads.
   */
  NEXT_PUBLIC_YANDEX_METRIKA_ID: text.pipe(
    z
      .string()
      .regex(/^\d{1,12}$/, 'номер счётчика Яндекс Метрики — только цифры')
      .optional(),
  ),
});

export type ServerEnv = z.infer<typeof schema> & { DATA_DIR: string; MEDIA_DIR: string };

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = schema.parse(process.env);
  const dataDir = dbEnv().DATA_DIR;
  cached = { ...parsed, DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, 'media') };
  return cached;
}
