import path from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, validated once. The README's configuration table mirrors this.
const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(360),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** `1`: every staff account must use a second factor (TOTP) to enter the back office. */
  ADMIN_REQUIRE_2FA: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /** Minutes an unpaid online order keeps its goods before it is cancelled automatically (fractions for tests). */
  ORDER_PAYMENT_TIMEOUT_MIN: z.coerce.number().min(0.01).max(60 * 24 * 30).default(60),
  /** Seconds between runs of the background jobs (automatic cancellation, outbox sweep); also the first retry delay of a letter. */
  JOBS_INTERVAL_SEC: z.coerce.number().min(0.2).max(3600).default(30),
});

export type ServerEnv = z.infer<typeof schema> & { MEDIA_DIR: string };

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = schema.parse({
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL || undefined,
  });
  const dataDir = path.resolve(parsed.DATA_DIR);
  cached = { ...parsed, DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, 'media') };
  return cached;
}
