// Product alerts on a server of its own whose background jobs run every second (JOBS_INTERVAL_SEC=1), on PGlite and
// PostgreSQL: «Сообщить о поступлении» (POST /api/stock-alerts {pid, email}) — only for a sold-out product, a
// guest's address confirmed by the link of a letter first (one such letter per address and product however often
// it is asked), a signed-in shopper's own address at once; a repeat harmless, bad input a 4xx, one letter when stock
// comes back (by a back-office edit, and by a cancelled order giving its goods back), the letter's «Отписаться» link
// working, idempotent and remembered (a new sign-up of that address needs the link again); the wishlist's
// price-drop switch with its one letter. "No letter" is checked without timing: a later alert (a marker) is waited
// for, and the job handles alerts in order, so by the time the marker's letter exists every earlier due alert has
// been handled.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LIMITS } from '@/lib/server/rate-limit';
import { apiClient, type ApiClient } from '../support/api';
import { startOwnServer, until as waitUntil, type OwnServer } from '../support/own-server';
import { randomLoopback, rawRequest } from '../support/raw-http';
import type { RunningServer } from '../support/server';
import { expectRefusal, newKey, pickupPointOrder, uniqueEmail } from './cart-support';

let own: OwnServer;
let server: RunningServer;
let manager: ApiClient;
const guest = apiClient();

beforeAll(async () => {
  own = await startOwnServer({ name: 'alerts', env: { JOBS_INTERVAL_SEC: '1' } });
  ({ server, staff: manager } = own);
}, 240_000);

afterAll(async () => {
  await own?.stop();
});

const at = (path: string) => own.at(path);

type Letter = { subject: string; text: string; html: string | null };
const lettersTo = async (email: string): Promise<Letter[]> =>
  (await guest.api(at(`/api/test/outbox?to=${encodeURIComponent(email)}`))).json.messages;

/** The job runs every second; a minute allows for a slow machine. */
const until = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, seconds = 60) =>
  waitUntil(what, read, done, seconds);

const letterTo = (email: string, subject: RegExp) =>
  until(
    `a letter «${subject.source}» to ${email}`,
    () => lettersTo(email),
    (l) => l.some((m) => subject.test(m.subject)),
  );

/** Each from a client address of its own, so the suite never meets the per-address limit it tests below. */
const subscribe = (json: unknown) =>
  rawRequest('/api/stock-alerts', { method: 'POST', base: server.baseUrl, body: JSON.stringify(json) });

async function product(id: number): Promise<{ id: number; name: string; alias: string; price: number }> {
  const res = await manager.api(at(`/api/admin/products/${id}`));
  expect(res.status).toBe(200);
  return res.json.product;
}

async function setProduct(id: number, body: Record<string, unknown>): Promise<void> {
  const res = await manager.api(at(`/api/admin/products/${id}`), { method: 'PATCH', json: body });
  expect([res.status, res.json?.error]).toEqual([200, undefined]);
}

const CONFIRM_SUBJECT = /Подтвердите/;
const BACK = /Снова в наличии/;
const backLetters = async (email: string) => (await lettersTo(email)).filter((m) => BACK.test(m.subject));

/** The token of the newest confirmation letter to the address (waited for). */
async function confirmTokenTo(email: string): Promise<string> {
  const letters = await letterTo(email, CONFIRM_SUBJECT);
  const letter = letters.find((m) => CONFIRM_SUBJECT.test(m.subject))!;
  const link = /(http\S+\/alerts\/confirm\?token=\S+)/.exec(letter.text)![1];
  expect(letter.html).toContain(`href="${link}"`);
  return new URL(link).searchParams.get('token')!;
}

const confirmAlert = (token: string) => apiClient().api(at('/api/alerts/confirm'), { method: 'POST', json: { token } });

/** A guest's alert made active: asked for, its confirmation letter read, its link used. */
async function activeAlert(pid: number, email: string): Promise<void> {
  const res = await subscribe({ pid, email });
  expect([res.status, res.json]).toEqual([200, { success: true, confirm: true }]);
  expect((await confirmAlert(await confirmTokenTo(email))).status).toBe(200);
}

// Demo products on this server alone; each test takes its own ids.
const MARKER_PID = 300;

/**
 * Waits until the job has handled everything due before now: a fresh confirmed alert on the marker product, sold
 * out for the moment and then back, is answered.
 */
async function jobCaughtUp(markerPid: number): Promise<void> {
  await setProduct(markerPid, { stock: 0 });
  const marker = uniqueEmail();
  await activeAlert(markerPid, marker);
  await setProduct(markerPid, { stock: 100_000 });
  await letterTo(marker, BACK);
}

describe('POST /api/stock-alerts', () => {
  it('refuses a product in stock with a 409 {success:false, error} and writes no letter', async () => {
    const pid = 209;
    await setProduct(pid, { stock: 5 });
    const email = uniqueEmail();
    const res = await subscribe({ pid, email });
    expect([res.status, res.json.success, res.json.error]).toEqual([
      409,
      false,
      expect.stringMatching(/есть в наличии/),
    ]);
    await jobCaughtUp(MARKER_PID);
    expect(await lettersTo(email)).toEqual([]);
  });

  it('a guest’s alert waits for the confirmation link: one confirmation letter however often asked, nothing before it', async () => {
    const pid = 201;
    await setProduct(pid, { stock: 0 });
    const { name, alias } = await product(pid);
    const email = uniqueEmail();
    const first = await guest.api(at('/api/stock-alerts'), { method: 'POST', json: { pid, email } });
    expect([first.status, first.json]).toEqual([200, { success: true, confirm: true }]);
    expect(first.headers.get('cache-control')).toContain('no-store');
    for (const address of [email, email.toUpperCase(), email]) {
      const res = await subscribe({ pid, email: address });
      expect([res.status, res.json]).toEqual([200, { success: true, confirm: true }]);
    }
    const token = await confirmTokenTo(email);
    const [confirmation] = await lettersTo(email);
    expect(confirmation.subject).toMatch(CONFIRM_SUBJECT);
    expect(confirmation.text).toContain(name);
    expect(await lettersTo(email)).toHaveLength(1);

    // Back in stock before the address confirmed: no letter.
    await setProduct(pid, { stock: 4 });
    await jobCaughtUp(MARKER_PID);
    expect(await backLetters(email)).toEqual([]);
    await setProduct(pid, { stock: 0 });

    // The link lands on a page with a button (mail scanners open links on their own); the API confirms.
    const page = await apiClient().api(at(`/alerts/confirm?token=${encodeURIComponent(token)}`), {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Подтвердить');
    for (let i = 0; i < 2; i++) {
      const res = await confirmAlert(token);
      expect([res.status, res.json]).toEqual([200, { success: true, product: name }]);
    }
    const forged = `${Buffer.from('stock:201:1:someone@example.com').toString('base64url')}.${token.split('.')[1]}`;
    expectRefusal(await confirmAlert(forged), 400);
    expectRefusal(await confirmAlert('x'), 400);

    await setProduct(pid, { stock: 4 });
    const [letter] = await letterTo(email, BACK);
    expect(letter.subject).toContain(name);
    const slug = alias.replace(/^\//, '').replace(/\.html$/, '');
    expect(letter.text).toContain(`${server.baseUrl}/product/${slug}`);
    expect(letter.html).toContain(`href="${server.baseUrl}/product/${slug}"`);
    expect(letter.text).toMatch(/\/alerts\/unsubscribe\?token=/);

    // The subscription is done: stock going out and back again writes nothing more.
    await setProduct(pid, { stock: 0 });
    await setProduct(pid, { stock: 2 });
    await jobCaughtUp(MARKER_PID);
    expect(await backLetters(email)).toHaveLength(1);
  });

  it('20 addresses signed up by one client: at most 20 confirmation letters and no «Снова в наличии»', async () => {
    const pid = 210;
    await setProduct(pid, { stock: 0 });
    const from = randomLoopback();
    const emails = Array.from({ length: 20 }, () => uniqueEmail());
    for (const email of emails) {
      const res = await rawRequest('/api/stock-alerts', {
        method: 'POST',
        base: server.baseUrl,
        from,
        body: JSON.stringify({ pid, email }),
      });
      expect(res.status).toBe(200);
    }
    await setProduct(pid, { stock: 10 });
    await jobCaughtUp(MARKER_PID);
    let confirmations = 0;
    for (const email of emails) {
      const letters = await lettersTo(email);
      expect(letters.filter((m) => BACK.test(m.subject))).toEqual([]);
      expect(letters.every((m) => CONFIRM_SUBJECT.test(m.subject))).toBe(true);
      expect(letters.length).toBeLessThanOrEqual(1);
      confirmations += letters.length;
    }
    expect(confirmations).toBeLessThanOrEqual(20);
  });

  it('a signed-in shopper’s own address is active at once; another address still needs its link', async () => {
    const pid = 211;
    await setProduct(pid, { stock: 0 });
    const shopper = apiClient();
    const own = uniqueEmail();
    expect(
      (
        await shopper.api(at('/api/registration'), {
          method: 'POST',
          json: { email: own, password: 'stock-alert-2024' },
        })
      ).status,
    ).toBe(200);
    const mine = await shopper.api(at('/api/stock-alerts'), { method: 'POST', json: { pid, email: own } });
    expect([mine.status, mine.json]).toEqual([200, { success: true, confirm: false }]);
    const other = uniqueEmail();
    const theirs = await shopper.api(at('/api/stock-alerts'), { method: 'POST', json: { pid, email: other } });
    expect([theirs.status, theirs.json]).toEqual([200, { success: true, confirm: true }]);

    await setProduct(pid, { stock: 3 });
    await letterTo(own, BACK);
    await jobCaughtUp(MARKER_PID);
    expect(await backLetters(other)).toEqual([]);
  });

  it('refuses bad input with a 4xx {success:false, error} and writes nothing', async () => {
    const email = uniqueEmail();
    for (const body of [
      {},
      { pid: 202 },
      { email },
      { pid: 'кукла', email },
      { pid: -1, email },
      { pid: 202, email: 'не-почта' },
      { pid: 202, email: `${'a'.repeat(250)}@example.com` },
    ]) {
      const res = await subscribe(body);
      expect([res.status, res.contentType, res.json.success, typeof res.json.error]).toEqual([
        400,
        expect.stringContaining('application/json'),
        false,
        'string',
      ]);
    }
    const unknown = await subscribe({ pid: 2_000_000, email });
    expect([unknown.status, unknown.json.success]).toEqual([404, false]);
    const malformed = await guest.api(at('/api/stock-alerts'), {
      method: 'POST',
      body: '{"pid": 1,',
      headers: { 'content-type': 'application/json' },
    });
    expectRefusal(malformed, 400);
    await jobCaughtUp(MARKER_PID);
    expect(await lettersTo(email)).toEqual([]);
  });

  it(`is rate-limited per client address (${LIMITS.stockAlert.limit} an hour) and per email`, async () => {
    await setProduct(203, { stock: 0 });
    const from = randomLoopback();
    const send = (email: string) =>
      rawRequest('/api/stock-alerts', {
        method: 'POST',
        base: server.baseUrl,
        from,
        body: JSON.stringify({ pid: 203, email }),
      });
    for (let i = 0; i < LIMITS.stockAlert.limit; i++) expect((await send(uniqueEmail())).status).toBe(200);
    const over = await send(uniqueEmail());
    expect([over.status, over.json.success]).toEqual([429, false]);

    const email = uniqueEmail();
    for (let i = 0; i < LIMITS.stockAlertEmail.limit; i++) {
      const res = await rawRequest('/api/stock-alerts', {
        method: 'POST',
        base: server.baseUrl,
        body: JSON.stringify({ pid: 203, email }),
      });
      expect(res.status).toBe(200);
    }
    const flood = await rawRequest('/api/stock-alerts', {
      method: 'POST',
      base: server.baseUrl,
      body: JSON.stringify({ pid: 203, email }),
    });
    expect(flood.status).toBe(429);
    expect(await lettersTo(email)).toHaveLength(1);
  });

  it('a cancelled order giving its goods back is stock returning too', async () => {
    const pid = 204;
    await setProduct(pid, { stock: 1 });
    const buyer = apiClient();
    expect((await buyer.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count: 1 } })).status).toBe(200);
    const placed = await buyer.api(at('/api/cart/order'), {
      method: 'POST',
      headers: { 'idempotency-key': newKey() },
      json: pickupPointOrder({ payment_id: 3 }),
    });
    expect(placed.status).toBe(200);
    const email = uniqueEmail();
    await activeAlert(pid, email);
    await jobCaughtUp(MARKER_PID);
    expect(await backLetters(email)).toEqual([]);

    const cancel = await manager.api(at(`/api/admin/orders/${encodeURIComponent(placed.json.number)}/status`), {
      method: 'POST',
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    await letterTo(email, /Снова в наличии/);
  });
});

describe('the «Отписаться» link', () => {
  it('stops the address’s other alerts, works without signing in, and a second use is harmless', async () => {
    const [first, second] = [205, 206];
    await setProduct(first, { stock: 0 });
    await setProduct(second, { stock: 0 });
    const email = uniqueEmail();
    await activeAlert(first, email);
    await activeAlert(second, email);

    await setProduct(first, { stock: 3 });
    const [letter] = await letterTo(email, BACK);
    const link = /(http\S+\/alerts\/unsubscribe\?token=\S+)/.exec(letter.text)![1];
    const token = new URL(link).searchParams.get('token')!;

    const page = await apiClient().api(link.replace(/^https?:\/\/[^/]+/, server.baseUrl), {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Отписаться');

    const stranger = apiClient();
    for (let i = 0; i < 2; i++) {
      const res = await stranger.api(at('/api/alerts/unsubscribe'), { method: 'POST', json: { token } });
      expect([res.status, res.json]).toEqual([200, { success: true }]);
    }
    const forged = `${Buffer.from('someone@example.com').toString('base64url')}.${token.split('.')[1]}`;
    expectRefusal(await stranger.api(at('/api/alerts/unsubscribe'), { method: 'POST', json: { token: forged } }), 400);
    expectRefusal(await stranger.api(at('/api/alerts/unsubscribe'), { method: 'POST', json: { token: 'x' } }), 400);

    await setProduct(second, { stock: 3 });
    await jobCaughtUp(MARKER_PID);
    expect(await backLetters(email)).toHaveLength(1);
  });

  it('is remembered: a new sign-up of the address, even the account’s own, writes nothing until confirmed anew', async () => {
    const pid = 212;
    await setProduct(pid, { stock: 0 });
    const shopper = apiClient();
    const email = uniqueEmail();
    expect(
      (await shopper.api(at('/api/registration'), { method: 'POST', json: { email, password: 'stock-alert-2024' } }))
        .status,
    ).toBe(200);
    // A letter of an earlier alert carries the «Отписаться» link; it is used.
    expect((await shopper.api(at('/api/stock-alerts'), { method: 'POST', json: { pid, email } })).json.confirm).toBe(
      false,
    );
    await setProduct(pid, { stock: 3 });
    const [letter] = await letterTo(email, BACK);
    const token = new URL(/(http\S+\/alerts\/unsubscribe\?token=\S+)/.exec(letter.text)![1]).searchParams.get('token');
    expect((await apiClient().api(at('/api/alerts/unsubscribe'), { method: 'POST', json: { token } })).status).toBe(
      200,
    );

    // Signed up again by anyone (a guest, the account itself): a confirmation letter, no alert letter.
    await setProduct(pid, { stock: 0 });
    expect((await subscribe({ pid, email })).json).toEqual({ success: true, confirm: true });
    const again = await shopper.api(at('/api/stock-alerts'), { method: 'POST', json: { pid, email } });
    expect([again.status, again.json]).toEqual([200, { success: true, confirm: true }]);
    const confirmation = await confirmTokenTo(email);
    await setProduct(pid, { stock: 3 });
    await jobCaughtUp(MARKER_PID);
    expect(await backLetters(email)).toHaveLength(1);

    // Confirmed anew: the next return writes.
    await setProduct(pid, { stock: 0 });
    expect((await confirmAlert(confirmation)).status).toBe(200);
    await setProduct(pid, { stock: 3 });
    await until(
      `a second «Снова в наличии» to ${email}`,
      () => backLetters(email),
      (l) => l.length === 2,
    );
  });
});

describe('price drops of the wishlist', () => {
  let shopper: ApiClient;
  let email: string;

  beforeAll(async () => {
    shopper = apiClient();
    email = uniqueEmail();
    const reg = await shopper.api(at('/api/registration'), {
      method: 'POST',
      json: { email, password: 'price-watch-2024' },
    });
    expect(reg.status).toBe(200);
  });

  it('the switch is the signed-in shopper’s own: a guest is refused, bad input is a 400', async () => {
    expect((await apiClient().api(at('/api/price-alerts'))).status).toBe(401);
    expectRefusal(await apiClient().api(at('/api/price-alerts'), { method: 'PUT', json: { on: true } }), 401);
    expectRefusal(await shopper.api(at('/api/price-alerts'), { method: 'PUT', json: { on: 'да' } }), 400);
    expect((await shopper.api(at('/api/price-alerts'))).json).toEqual({ success: true, on: false, pending: false });
  });

  it('one letter when a wishlist product gets cheaper than when the switch was turned on; a rise writes none', async () => {
    const [cheaper, dearer] = [207, 208];
    await setProduct(cheaper, { price: 2000, old_price: null, stock: 5 });
    await setProduct(dearer, { price: 2000, old_price: null, stock: 5 });
    for (const pid of [cheaper, dearer]) {
      expect((await shopper.api(at('/api/add-to-favorite'), { method: 'POST', json: { pid } })).status).toBe(200);
    }
    const on = await shopper.api(at('/api/price-alerts'), { method: 'PUT', json: { on: true } });
    expect([on.status, on.json]).toEqual([200, { success: true, on: true, pending: false }]);
    expect((await shopper.api(at('/api/price-alerts'))).json.on).toBe(true);

    await setProduct(dearer, { price: 2500 });
    await setProduct(cheaper, { price: 1500 });
    const [letter] = await letterTo(email, /Подешевело/);
    expect(letter.subject).toContain((await product(cheaper)).name);
    expect(letter.text).toMatch(/1\s500\s₽ вместо 2\s000\s₽/);

    await jobCaughtUp(MARKER_PID);
    expect((await lettersTo(email)).filter((m) => /Подешевело/.test(m.subject))).toHaveLength(1);

    // Its «Отписаться» link turns the switch off.
    const token = new URL(/(http\S+\/alerts\/unsubscribe\?token=\S+)/.exec(letter.text)![1]).searchParams.get('token');
    expect((await apiClient().api(at('/api/alerts/unsubscribe'), { method: 'POST', json: { token } })).status).toBe(
      200,
    );
    expect((await shopper.api(at('/api/price-alerts'))).json.on).toBe(false);
    await setProduct(cheaper, { price: 1000 });
    await jobCaughtUp(MARKER_PID);
    expect((await lettersTo(email)).filter((m) => /Подешевело/.test(m.subject))).toHaveLength(1);

    // The address unsubscribed, so turning the switch on again waits for the link of a confirmation letter.
    const again = await shopper.api(at('/api/price-alerts'), { method: 'PUT', json: { on: true } });
    expect([again.status, again.json]).toEqual([200, { success: true, on: false, pending: true }]);
    const confirmation = await confirmTokenTo(email);
    await setProduct(cheaper, { price: 900 });
    await jobCaughtUp(MARKER_PID);
    expect((await lettersTo(email)).filter((m) => /Подешевело/.test(m.subject))).toHaveLength(1);
    const confirmed = await confirmAlert(confirmation);
    expect([confirmed.status, confirmed.json]).toEqual([200, { success: true, product: null }]);
    expect((await shopper.api(at('/api/price-alerts'))).json).toEqual({ success: true, on: true, pending: false });
    await setProduct(cheaper, { price: 800 });
    await until(
      `a second «Подешевело» to ${email}`,
      async () => (await lettersTo(email)).filter((m) => /Подешевело/.test(m.subject)),
      (l) => l.length === 2,
    );
  });
});
