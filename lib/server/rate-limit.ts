// Fixed-window rate limits shared by every instance: in Redis when REDIS_URL is set and Redis answers, else in the
// database — or, on PGlite, in this process's memory: PGlite serves one process (its DATA_DIR is locked), so that
// process's count is the only one, and a database write per request (per keystroke of a search) is spared.
import { sql } from 'drizzle-orm';
import { getDb, openDatabase, queryRows } from '@/lib/db/client';
import { processState } from '@/lib/process-registry';
import { serverEnv } from '@/lib/server/env';
import { HttpError } from '@/lib/server/http/errors';
import { withRedis } from '@/lib/server/redis';

export type RateLimit = { name: string; limit: number; windowSeconds: number };

/**
 * Every limit of the shop's sensitive actions, per client address unless said otherwise. One table, because
 * the names share one key space (`rl:{name}:{subject}`): two limits with one name would count each other's hits.
 */
export const LIMITS = {
  subscribe: { name: 'subscribe', limit: 10, windowSeconds: 3600 },
  // Per email (normalised): forms that name an address, so one mailbox or one name cannot be flooded from
  // many client addresses.
  subscribeEmail: { name: 'subscribe-email', limit: 5, windowSeconds: 3600 },
  vote: { name: 'vote', limit: 60, windowSeconds: 3600 },
  /** Courier address suggestions (DaData's quota is the shop's): generous, a shopper asks while typing. */
  addressSuggest: { name: 'address-suggest', limit: 300, windowSeconds: 600 },
  /**
   * Requests to DaData by the whole shop, per day of Moscow time (the subject): its quota is per day, so many
   * addresses each within addressSuggest cannot spend it for every shopper. The limit is DADATA_DAILY_LIMIT
   * (lib/server/shipping/address-suggest.ts); the window outlasts the day its key names.
   */
  dadataDay: { name: 'dadata-day', limit: 10_000, windowSeconds: 2 * 86_400 },
  // Per address the limits leave room for many shoppers behind one carrier NAT; the per-login ones (keyed by
  // the email or phone) are what stop guessing one account's password or flooding one mailbox.
  login: { name: 'login', limit: 50, windowSeconds: 600 },
  /**
   * Failed logins per (account, client address): past the limit that address waits for the window. Keyed on the
   * pair, so nobody can lock the owner out by failing on their email from elsewhere. A successful login is refunded.
   */
  loginPair: { name: 'login-pair', limit: 8, windowSeconds: 900 },
  /**
   * Failed logins per account from every address: never a refusal, only a bounded delay once more than `limit`
   * were seen (lib/server/accounts/login-throttle.ts), which slows a guesser spread over many addresses.
   */
  loginAccountSlowdown: { name: 'login-account-slowdown', limit: 3, windowSeconds: 900 },
  registration: { name: 'registration', limit: 50, windowSeconds: 3600 },
  registrationEmail: { name: 'registration-email', limit: 5, windowSeconds: 3600 },
  changePass: { name: 'change-pass', limit: 20, windowSeconds: 3600 },
  changePassEmail: { name: 'change-pass-email', limit: 3, windowSeconds: 3600 },
  /** Setting a new password from an emailed link. */
  resetPassword: { name: 'reset-password', limit: 20, windowSeconds: 3600 },
  /** Checks of the current password in the profile (a new password, email or phone), per account. */
  passwordChange: { name: 'password-change', limit: 10, windowSeconds: 900 },
  /** "What can be improved on this page?" (POST /api/improve). */
  feedback: { name: 'feedback', limit: 10, windowSeconds: 3600 },
  feedbackEmail: { name: 'feedback-email', limit: 5, windowSeconds: 3600 },
  review: { name: 'review', limit: 10, windowSeconds: 3600 },
  reviewEmail: { name: 'review-email', limit: 5, windowSeconds: 3600 },
  question: { name: 'question', limit: 10, windowSeconds: 3600 },
  questionEmail: { name: 'question-email', limit: 5, windowSeconds: 3600 },
  /** Product reviews (written or edited) and questions about products; «Полезно» marks (generous). */
  productReview: { name: 'product-review', limit: 20, windowSeconds: 3600 },
  productQuestion: { name: 'product-question', limit: 20, windowSeconds: 3600 },
  reviewHelpful: { name: 'review-helpful', limit: 300, windowSeconds: 600 },
  wholesale: { name: 'wholesale', limit: 10, windowSeconds: 3600 },
  wholesaleEmail: { name: 'wholesale-email', limit: 5, windowSeconds: 3600 },
  /** «Сообщить о поступлении»: a shopper asks about a few goods; per email so one mailbox cannot be signed up for a
   *  flood of letters from many addresses. */
  stockAlert: { name: 'stock-alert', limit: 30, windowSeconds: 3600 },
  stockAlertEmail: { name: 'stock-alert-email', limit: 20, windowSeconds: 3600 },
  /** Confirmation letters of alerts per address a day (one per product and half hour besides): a mailbox can be
   *  sent a few, never a flood. */
  alertConfirmEmail: { name: 'alert-confirm-email', limit: 5, windowSeconds: 86_400 },
  /** The «Отписаться» link and the wishlist's price-drop switch. */
  alertSettings: { name: 'alert-settings', limit: 60, windowSeconds: 3600 },
  /**
   * The order lookup (/order-status): every try per client address, failed tries per order number and per contact
   * (the email or phone, normalised), each from every address. A phone has 10¹⁰ values, so ten misses an hour per
   * number leave guessing hopeless; ten misses an hour per contact stop trying order number after order number
   * against one email from rotating addresses. The buyer who mistyped can still try again, and one who found the
   * order may look as often as they like.
   */
  orderLookup: { name: 'order-lookup', limit: 20, windowSeconds: 600 },
  orderLookupNumber: { name: 'order-lookup-number', limit: 10, windowSeconds: 3600 },
  orderLookupContact: { name: 'order-lookup-contact', limit: 10, windowSeconds: 3600 },
  /** Wishlist changes: generous, only against scripted floods. */
  favorite: { name: 'favorite', limit: 300, windowSeconds: 600 },
  // The checkout, per shopper (cart owner) and per client address (generous: many shoppers share a carrier's
  // NAT). Promo codes are limited so they cannot be guessed by brute force.
  order: { name: 'order', limit: 20, windowSeconds: 600 },
  orderAddress: { name: 'order-address', limit: 200, windowSeconds: 600 },
  promo: { name: 'promo-code', limit: 20, windowSeconds: 600 },
  promoAddress: { name: 'promo-code-address', limit: 100, windowSeconds: 600 },
  pay: { name: 'pay', limit: 30, windowSeconds: 600 },
  /** Payment providers' notifications per sending address: far above one shop's real traffic, a stop for floods
   *  (each notification makes the shop ask the provider back). */
  paymentNotification: { name: 'payment-notification', limit: 120, windowSeconds: 60 },
  /** Back-office API calls per client address: generous for a busy operator, a stop for a runaway script. */
  admin: { name: 'admin', limit: 1200, windowSeconds: 600 },
  /** Second-factor codes tried per staff account (6 digits: a small window keeps guessing hopeless). */
  staffSecondFactor: { name: 'staff-2fa', limit: 10, windowSeconds: 900 },
  // The cart's changes, per shopper (cart owner: a busy shopper adds a few dozen goods and taps +/− a few hundred
  // times in ten minutes) and per client address (ten times that: a carrier's NAT puts many shoppers behind one).
  addToCart: { name: 'add-to-cart', limit: 100, windowSeconds: 600 },
  addToCartAddress: { name: 'add-to-cart-address', limit: 1000, windowSeconds: 600 },
  changeCount: { name: 'change-count', limit: 300, windowSeconds: 600 },
  changeCountAddress: { name: 'change-count-address', limit: 2000, windowSeconds: 600 },
  // Catalogue reads per client address, counted only when the response cache did not answer (a cached answer
  // costs nothing). Type-ahead search asks once per pause in typing: a shopper sends a few dozen a minute.
  search: { name: 'search', limit: 600, windowSeconds: 60 },
  product: { name: 'product', limit: 600, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;

/** Counts one hit; throws 429 with a Russian message once the window's limit is passed. */
export async function enforceRateLimit(rule: RateLimit, subject: string): Promise<void> {
  const count = await countRateLimit(rule, subject);
  if (count > rule.limit) {
    throw new HttpError(429, 'Слишком много попыток. Пожалуйста, попробуйте позже.');
  }
}

/** Counts one hit and answers the window's count so far, this hit included (for limits that slow down instead). */
export async function countRateLimit(rule: RateLimit, subject: string): Promise<number> {
  return hit(`rl:${rule.name}:${subject}`, rule.windowSeconds);
}

/** A per-email limit, keyed on the normalised address; nothing to count when the form left the email out. */
export async function enforceEmailRateLimit(rule: RateLimit, email: string | null | undefined): Promise<void> {
  const subject = email?.trim().toLowerCase();
  if (subject) await enforceRateLimit(rule, subject);
}

/**
 * Takes back one hit of the current window, for limits that count only failures: the attempt is counted first
 * (so parallel attempts cannot all slip under the limit) and refunded once it succeeded.
 */
export async function refundRateLimit(rule: RateLimit, subject: string): Promise<void> {
  const key = `rl:${rule.name}:${subject}`;
  await withRedis(
    async (redis) => {
      await redis.eval(
        "local n = tonumber(redis.call('get', KEYS[1]) or '0') if n > 0 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        inRedis(key),
      );
    },
    async () => {
      if (!(await countsInProcess())) return refundInDatabase(key);
      const window = windows.get(key);
      if (window && window.resetAt > Date.now()) window.count = Math.max(0, window.count - 1);
    },
  );
}

/** In Redis the shop's keys carry its prefix (REDIS_CACHE_PREFIX), so shops sharing one Redis never mix counts. */
const inRedis = (key: string) => `${serverEnv().REDIS_CACHE_PREFIX}${key}`;

// Redis when it is configured and up; the database otherwise, and at once while Redis is down (lib/server/redis.ts),
// so an outage neither stalls a login nor lifts the limits: every instance still counts in one place.
async function hit(key: string, windowSeconds: number): Promise<number> {
  return withRedis(
    async (redis) => {
      const redisKey = inRedis(key);
      const replies = await redis.multi().incr(redisKey).expire(redisKey, windowSeconds, 'NX').exec();
      const [error, count] = replies?.[0] ?? [new Error('the transaction was discarded'), 0];
      if (error) throw error;
      return Number(count);
    },
    async () => ((await countsInProcess()) ? hitInProcess(key, windowSeconds) : hitInDatabase(key, windowSeconds)),
  );
}

const countsInProcess = async () => (await openDatabase()).kind === 'pglite';

export type RateLimitWindow = { count: number; resetAt: number };
// One set of counters per process (lib/process-registry.ts).
const windows = (processState.rateLimitWindows ??= new Map<string, RateLimitWindow>());
/** Past this many windows the ended ones are swept; a flood of addresses beyond twice it drops the oldest. */
const MAX_WINDOWS = 100_000;

function hitInProcess(key: string, windowSeconds: number): number {
  const now = Date.now();
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    if (windows.size >= MAX_WINDOWS) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      while (windows.size >= 2 * MAX_WINDOWS) windows.delete(windows.keys().next().value!);
    }
    window = { count: 0, resetAt: now + windowSeconds * 1000 };
    windows.delete(key);
    windows.set(key, window);
  }
  return ++window.count;
}

async function hitInDatabase(key: string, windowSeconds: number): Promise<number> {
  const db = await getDb();
  const rows = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count`,
  );
  return Number(rows[0].count);
}

async function refundInDatabase(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`);
}
