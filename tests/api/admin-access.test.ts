// The back office's door and its own areas: who may call every /api/admin/** endpoint, the headers that keep
// answers private and unindexed, same-origin checks, the staff second factor, staff management, customers'
// personal data (152-ФЗ) and the audit log.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api, apiClient, type ApiClient } from '../support/api';
import { successiveTotpCodes, totpAt } from '../support/totp';
import {
  adminClient,
  customerClient,
  managerClient,
  signIn,
  uniqueStaffEmail,
  type StaffClient,
} from '../support/staff';
import { expectRefusal, findProducts, placeOrder, pickupPointOrder, range, shopperWith } from './cart-support';

type Role = 'guest' | 'customer' | 'manager' | 'admin';
type Fixtures = { customerId: number; orderNumber: string };
type Endpoint = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (f: Fixtures) => string;
  /** Roles allowed in; everyone else must get 403. */
  roles: readonly Role[];
  body?: unknown;
};

const STAFF: readonly Role[] = ['manager', 'admin'];
const ADMIN: readonly Role[] = ['admin'];

/**
 * Every /api/admin/** endpoint and who may call it. Each area adds its endpoints here, so the role rules are
 * checked for all of them in one place. Bodies are harmless: for roles let in, a 4xx other than 403 is fine.
 */
export const ADMIN_ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: () => '/api/admin/2fa', roles: STAFF },
  { method: 'GET', path: () => '/api/admin/search?days=30', roles: STAFF },
  { method: 'POST', path: () => '/api/admin/2fa/verify', roles: STAFF, body: { code: '000000' } },
  { method: 'POST', path: () => '/api/admin/2fa/enable', roles: STAFF, body: { code: '000000' } },
  { method: 'POST', path: () => '/api/admin/2fa/disable', roles: STAFF, body: { code: '000000' } },
  { method: 'POST', path: () => '/api/admin/2fa/setup', roles: STAFF },
  { method: 'GET', path: () => '/api/admin/dashboard', roles: STAFF },
  { method: 'GET', path: () => '/api/admin/orders?status=awaiting_payment', roles: STAFF },
  { method: 'GET', path: (f) => `/api/admin/orders/${encodeURIComponent(f.orderNumber)}`, roles: STAFF },
  {
    method: 'POST',
    path: (f) => `/api/admin/orders/${encodeURIComponent(f.orderNumber)}/status`,
    roles: STAFF,
    body: { status: 'flying' },
  },
  {
    method: 'POST',
    path: (f) => `/api/admin/orders/${encodeURIComponent(f.orderNumber)}/refund`,
    roles: STAFF,
    body: { lines: [] },
  },
  {
    // A comment that is not text: refused before anything is confirmed (the fixture order stays as it is).
    method: 'POST',
    path: (f) => `/api/admin/orders/${encodeURIComponent(f.orderNumber)}/confirm`,
    roles: STAFF,
    body: { comment: 5 },
  },
  {
    method: 'POST',
    path: (f) => `/api/admin/orders/${encodeURIComponent(f.orderNumber)}/refund/retry`,
    roles: STAFF,
    body: { refund_id: 0 },
  },
  { method: 'GET', path: () => '/api/admin/staff', roles: ADMIN },
  {
    method: 'POST',
    path: () => '/api/admin/staff',
    roles: ADMIN,
    body: { email: 'not-an-email', name: '', role: 'manager' },
  },
  { method: 'PATCH', path: () => '/api/admin/staff/2147483000', roles: ADMIN, body: { role: 'manager' } },
  { method: 'POST', path: () => '/api/admin/staff/2147483000/password', roles: ADMIN },
  { method: 'POST', path: () => '/api/admin/password', roles: STAFF, body: { current_password: '' } },
  { method: 'GET', path: () => '/api/admin/customers?q=example.com', roles: STAFF },
  { method: 'GET', path: (f) => `/api/admin/customers/${f.customerId}`, roles: STAFF },
  { method: 'GET', path: (f) => `/api/admin/customers/${f.customerId}/export`, roles: ADMIN },
  { method: 'DELETE', path: () => '/api/admin/customers/2147483000', roles: ADMIN },
  { method: 'GET', path: (f) => `/api/admin/customers/${f.customerId}/bonuses`, roles: STAFF },
  {
    method: 'POST',
    path: (f) => `/api/admin/customers/${f.customerId}/bonuses`,
    roles: ADMIN,
    body: { points: 0, reason: '' },
  },
  { method: 'GET', path: () => '/api/admin/audit?page=1', roles: ADMIN },
  { method: 'GET', path: () => '/api/admin/product-of-the-day', roles: STAFF },
  { method: 'PUT', path: () => '/api/admin/product-of-the-day', roles: STAFF, body: { day: 'вчера' } },
  { method: 'DELETE', path: () => '/api/admin/product-of-the-day?day=2000-01-01', roles: STAFF },
  { method: 'GET', path: () => '/api/admin/reviews?status=pending', roles: STAFF },
  { method: 'PATCH', path: () => '/api/admin/reviews/2147483000', roles: STAFF, body: { status: 'published' } },
  { method: 'GET', path: () => '/api/admin/product-reviews?status=pending', roles: STAFF },
  {
    method: 'PATCH',
    path: () => '/api/admin/product-reviews/2147483000',
    roles: STAFF,
    body: { status: 'published' },
  },
  { method: 'GET', path: () => '/api/admin/product-questions?status=pending', roles: STAFF },
  {
    method: 'PATCH',
    path: () => '/api/admin/product-questions/2147483000',
    roles: STAFF,
    body: { status: 'published' },
  },
  { method: 'GET', path: () => '/api/admin/inbox?kind=question', roles: STAFF },
  { method: 'POST', path: () => '/api/admin/inbox/question/2147483000/answer', roles: STAFF, body: {} },
  { method: 'GET', path: () => '/api/admin/promo-codes', roles: ADMIN },
  {
    method: 'POST',
    path: () => '/api/admin/promo-codes',
    roles: ADMIN,
    body: { code: '!', kind: 'percent', value: 0 },
  },
  { method: 'PATCH', path: () => '/api/admin/promo-codes/NO-SUCH-CODE', roles: ADMIN, body: { active: true } },
  { method: 'GET', path: () => '/api/admin/delivery', roles: ADMIN },
  { method: 'PATCH', path: () => '/api/admin/delivery/tariffs/2147483000', roles: ADMIN, body: { price: 1 } },
  { method: 'PUT', path: () => '/api/admin/delivery/free-threshold', roles: ADMIN, body: { amount: 'x' } },
  { method: 'GET', path: () => '/api/admin/pickup-points?q=zzzz', roles: ADMIN },
  { method: 'POST', path: () => '/api/admin/pickup-points', roles: ADMIN, body: {} },
  { method: 'PATCH', path: () => '/api/admin/pickup-points/NO-SUCH-POINT', roles: ADMIN, body: {} },
  { method: 'GET', path: () => '/api/admin/products?q=zzzz', roles: STAFF },
  { method: 'POST', path: () => '/api/admin/products', roles: STAFF, body: { name: '' } },
  { method: 'GET', path: () => '/api/admin/products/1', roles: STAFF },
  { method: 'PATCH', path: () => '/api/admin/products/2147483000', roles: STAFF, body: { price: 1 } },
  { method: 'DELETE', path: () => '/api/admin/products/2147483000', roles: STAFF },
  { method: 'POST', path: () => '/api/admin/products/bulk', roles: STAFF, body: { action: 'hide', ids: [] } },
  { method: 'POST', path: () => '/api/admin/products/2147483000/images', roles: STAFF, body: {} },
  { method: 'GET', path: () => '/api/admin/categories', roles: STAFF },
  { method: 'POST', path: () => '/api/admin/categories', roles: STAFF, body: { name: '' } },
  { method: 'PATCH', path: () => '/api/admin/categories/2147483000', roles: STAFF, body: { sort: 1 } },
  { method: 'DELETE', path: () => '/api/admin/categories/2147483000', roles: STAFF },
  { method: 'POST', path: () => '/api/admin/categories/2147483000/image', roles: STAFF, body: {} },
  { method: 'POST', path: () => '/api/admin/import/products?dry_run=1', roles: STAFF, body: {} },
  { method: 'POST', path: () => '/api/admin/import/photos', roles: STAFF, body: {} },
  { method: 'GET', path: () => '/api/admin/export/products.csv', roles: STAFF },
];

/** Stand-ins for the fixtures where only the shape of a path matters (test names, the coverage check). */
const SAMPLE_FIXTURES: Fixtures = { customerId: 1, orderNumber: 'К-1' };

/** Every handler under app/api/(back-office)/admin: its method and a pattern of the paths it answers. */
function adminHandlers(): { method: string; pattern: RegExp; file: string }[] {
  const root = path.resolve(__dirname, '../../app/api/(back-office)');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('route.ts'))
    .flatMap((file) => {
      const route = `/api/${path.dirname(file).split(path.sep).join('/')}`;
      const pattern = new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);
      return methods.map((method) => ({ method, pattern, file }));
    });
}

function expectRefused(res: { status: number; json: any }, status = 403) {
  expect(res.status).toBe(status);
  expect(res.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
}

function expectAdminHeaders(headers: Headers) {
  expect(headers.get('cache-control')).toMatch(/private/);
  expect(headers.get('cache-control')).toMatch(/no-store/);
  expect(headers.get('x-robots-tag')).toMatch(/noindex/);
}

/** Audit entries the test wants, on the first pages (newest first). */
async function auditWhere(admin: ApiClient, wanted: (entry: any) => boolean, pages = 5) {
  const found: any[] = [];
  for (let page = 1; page <= pages; page++) {
    const res = await admin.api(`/api/admin/audit?page=${page}`);
    expect(res.status).toBe(200);
    found.push(...res.json.entries.filter(wanted));
  }
  return found;
}

/** Audit entries of one entity on the first pages (newest first). */
async function auditOf(admin: ApiClient, entityId: number | string, pages = 3) {
  const found: any[] = [];
  for (let page = 1; page <= pages; page++) {
    const res = await admin.api(`/api/admin/audit?page=${page}`);
    expect(res.status).toBe(200);
    found.push(...res.json.entries.filter((e: any) => e.entity_id === String(entityId)));
  }
  return found;
}

let admin: StaffClient & { id: number };
let manager: StaffClient & { id: number };
let customer: StaffClient;
let fixtures: Fixtures;

beforeAll(async () => {
  [admin, manager, customer] = await Promise.all([adminClient(), managerClient(), customerClient()]);
  const found = await admin.api(`/api/admin/customers?q=${encodeURIComponent(customer.email)}`);
  expect(found.status).toBe(200);
  const [product] = await findProducts(range(160, 179), (p) => p.stock >= 2, 1);
  const order = await placeOrder(await shopperWith([{ pid: product.pid, count: 1 }]), pickupPointOrder());
  expect(order.status).toBe(200);
  fixtures = { customerId: found.json.customers[0].id, orderNumber: order.json.number };
});

describe('who may call /api/admin/**', () => {
  const clients = (): Record<Role, ApiClient> => ({ guest: apiClient(), customer, manager, admin });

  for (const endpoint of ADMIN_ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.path(SAMPLE_FIXTURES)}`;
    it(`${name}: ${endpoint.roles.join(' and ')} only`, async () => {
      for (const [role, client] of Object.entries(clients()) as [Role, ApiClient][]) {
        const res = await client.api(endpoint.path(fixtures), { method: endpoint.method, json: endpoint.body });
        expectAdminHeaders(res.headers);
        if (!endpoint.roles.includes(role)) {
          expectRefused(res); // never 401: the storefront reads 401 as a broken token
          continue;
        }
        expect(res.status).not.toBe(403);
        expect(res.status).toBeLessThan(500);
        if (endpoint.method === 'GET') expect(res.status).toBe(200);
      }
    });
  }

  it('lists every handler of /api/admin/** in the role table', () => {
    const handlers = adminHandlers();
    expect(handlers.length).toBeGreaterThan(20);
    const missing = handlers.filter(
      ({ method, pattern }) =>
        !ADMIN_ENDPOINTS.some((e) => e.method === method && pattern.test(e.path(SAMPLE_FIXTURES).split('?')[0])),
    );
    expect(missing.map(({ method, file }) => `${method} ${file}`)).toEqual([]);
  });

  it('refuses a state change sent from another site', async () => {
    const body = { email: uniqueStaffEmail('foreign'), name: 'Чужой', role: 'admin' };
    const foreign = await admin.api('/api/admin/staff', {
      method: 'POST',
      json: body,
      headers: { origin: 'https://evil.example' },
    });
    expectRefused(foreign);
    expectAdminHeaders(foreign.headers);
    const crossSite = await admin.api('/api/admin/staff', {
      method: 'POST',
      json: body,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectRefused(crossSite);
    const list = await admin.api('/api/admin/staff');
    expect(list.json.staff.map((s: any) => s.email)).not.toContain(body.email);
  });
});

describe('bad input', () => {
  it('is a 4xx JSON answer with field errors, never a 500', async () => {
    const dates = await admin.api('/api/admin/orders?from=2024-13-45');
    expectRefusal(dates, 400);
    expect(dates.json.errors.from).toEqual(expect.any(String));

    const orderPath = `/api/admin/orders/${encodeURIComponent(fixtures.orderNumber)}`;
    const hugeLine = await admin.api(`${orderPath}/refund`, {
      method: 'POST',
      json: { lines: [{ order_item_id: 99_999_999_999, num: 1 }] },
    });
    expectRefusal(hugeLine, 400);
    expect(hugeLine.json.errors['lines.0.order_item_id']).toEqual(expect.any(String));

    const point = await admin.api('/api/admin/pickup-points/abc', { method: 'PATCH', json: { is_active: false } });
    expect(point.status).toBeGreaterThanOrEqual(400);
    expectRefusal(point, point.status);
    expect(point.status).toBeLessThan(500);

    const code = `HUGE-${Date.now().toString(36).toUpperCase()}`;
    const created = await admin.api('/api/admin/promo-codes', {
      method: 'POST',
      json: { code, kind: 'fixed', value: 100 },
    });
    expect(created.status).toBe(201);
    const huge = await admin.api(`/api/admin/promo-codes/${code}`, { method: 'PATCH', json: { value: 1e12 } });
    expectRefusal(huge, 400);
    expect(huge.json.errors.value).toMatch(/[а-я]/);
    const list = await admin.api('/api/admin/promo-codes');
    expect(list.json.promo_codes.find((p: any) => p.code === code).value).toBe(100); // nothing half-changed
  });

  // A segment that is not valid percent-encoding is taken literally (lib/server/http/readable-path.ts), so the
  // handler refuses it as any other bad order number instead of Next failing to decode it (a 500).
  it('a malformed order number is a 4xx JSON answer', async () => {
    const malformed = await admin.api('/api/admin/orders/%E0%A4%A');
    expectRefusal(malformed, malformed.status);
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });
});

describe('admin pages', () => {
  it('show the sign-in form to a visitor, «Нет доступа» to a customer, the area to staff it belongs to', async () => {
    const guest = await api('/admin/audit');
    expect(guest.status).toBe(200);
    expect(guest.text).toContain('Вход для сотрудников');
    expect(guest.text).not.toContain('Кто, когда и что изменил');
    expectAdminHeaders(guest.headers);
    expect(guest.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);

    const asCustomer = await customer.api('/admin/staff');
    expect(asCustomer.text).toContain('Нет доступа');

    const asManager = await manager.api('/admin/staff');
    expect(asManager.text).toContain('Нет доступа');
    expect(asManager.text).toContain('Разделы панели'); // inside the back office's chrome
    expect(asManager.text).not.toContain('href="/admin/staff"'); // the menu hides what the role may not enter
    const managerCustomers = await manager.api('/admin/customers');
    expect(managerCustomers.text).toContain('<h1');
    expect(managerCustomers.text).toContain('Покупатели');

    const asAdmin = await admin.api('/admin/staff');
    expect(asAdmin.text).toContain('Добавить сотрудника');
    expect(asAdmin.text).toContain('href="/admin/audit"');
    expectAdminHeaders(asAdmin.headers);
  });

  it('are disallowed in robots.txt and never listed in the sitemap', async () => {
    const robots = await api('/robots.txt');
    expect(robots.text).toMatch(/^Disallow: \/admin$/m);
    const index = await api('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.text).not.toContain('/admin');
    const first = index.text.match(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/);
    if (first) expect((await api(first[1])).text).not.toContain('/admin');
  });
});

describe('second factor (TOTP)', () => {
  it('is enabled with a QR code and a confirmed code, then asked at every sign-in; recovery codes work once', async () => {
    const person = await adminClient();
    expect((await person.api('/api/admin/2fa')).json).toEqual(
      expect.objectContaining({ enabled: false, passed: false }),
    );

    const setup = await person.api('/api/admin/2fa/setup', { method: 'POST' });
    expect(setup.status).toBe(200);
    expect(setup.json.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.json.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret: string = setup.json.secret;
    const nextCode = await successiveTotpCodes(secret);

    const password = person.password;
    expectRefused(await person.api('/api/admin/2fa/enable', { method: 'POST', json: { code: 'abc', password } }), 400);
    // Turning it on asks for the current password: an open session alone cannot tie the account to a phone.
    const noPassword = await person.api('/api/admin/2fa/enable', {
      method: 'POST',
      json: { code: totpAt(secret, Date.now()) },
    });
    expectRefused(noPassword, 400);
    expect(noPassword.json.errors.password).toBeTruthy();
    const wrongPassword = await person.api('/api/admin/2fa/enable', {
      method: 'POST',
      json: { code: totpAt(secret, Date.now()), password: `${password}-not` },
    });
    expectRefused(wrongPassword, 400);
    expect(wrongPassword.json.errors).toEqual({ password: 'Неверный текущий пароль' });
    expect((await person.api('/api/admin/2fa')).json.enabled).toBe(false);
    const wrong = await person.api('/api/admin/2fa/enable', {
      method: 'POST',
      json: { code: '000000' === totpAt(secret, Date.now()) ? '111111' : '000000', password },
    });
    expectRefused(wrong, 400);
    expect(wrong.json.errors.code).toBeTruthy();
    const enabled = await person.api('/api/admin/2fa/enable', {
      method: 'POST',
      json: { code: nextCode(), password },
    });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.json.recovery_codes;
    expect(codes).toHaveLength(10);
    expect((await person.api('/api/admin/audit')).status).toBe(200); // this session passed it by enabling
    expectRefused(await person.api('/api/admin/2fa/setup', { method: 'POST' }), 409);

    // A new sign-in: the password alone is not enough.
    const again = await signIn(person);
    const refused = await again.api('/api/admin/audit');
    expectRefused(refused);
    expect(refused.json.errors).toEqual({ second_factor: 'code' });
    expect((await again.api('/api/admin/2fa')).json).toEqual(
      expect.objectContaining({ enabled: true, passed: false, recovery_codes_left: 10 }),
    );
    expect((await again.api('/admin/audit')).text).toContain('Двухфакторный вход');
    expectRefused(
      await again.api('/api/admin/2fa/verify', { method: 'POST', json: { recovery_code: 'aaaaa-bbbbb' } }),
      400,
    );
    expect(
      (await again.api('/api/admin/2fa/verify', { method: 'POST', json: { recovery_code: codes[0].toUpperCase() } }))
        .status,
    ).toBe(200);
    expect((await again.api('/api/admin/audit')).status).toBe(200);

    // The recovery code is spent; the app's code still works, once.
    const third = await signIn(person);
    expectRefused(await third.api('/api/admin/2fa/verify', { method: 'POST', json: { recovery_code: codes[0] } }), 400);
    const code = nextCode();
    expect((await third.api('/api/admin/2fa/verify', { method: 'POST', json: { code } })).status).toBe(200);
    expect((await third.api('/api/admin/2fa')).json.recovery_codes_left).toBe(9);
    const replay = await signIn(person);
    expectRefused(await replay.api('/api/admin/2fa/verify', { method: 'POST', json: { code } }), 400);
    expectRefused(await replay.api('/api/admin/audit'));

    // Off again with the password and a code; then the password is enough.
    expectRefused(
      await third.api('/api/admin/2fa/disable', { method: 'POST', json: { code: '12345', password } }),
      400,
    );
    const offCode = nextCode();
    const offNoPassword = await third.api('/api/admin/2fa/disable', { method: 'POST', json: { code: offCode } });
    expectRefused(offNoPassword, 400);
    expect(offNoPassword.json.errors.password).toBeTruthy();
    expectRefused(
      await third.api('/api/admin/2fa/disable', {
        method: 'POST',
        json: { code: offCode, password: `${password}-not` },
      }),
      400,
    );
    expect((await third.api('/api/admin/2fa')).json.enabled).toBe(true);
    expect(
      (await third.api('/api/admin/2fa/disable', { method: 'POST', json: { code: offCode, password } })).status,
    ).toBe(200);
    const fourth = await signIn(person);
    expect((await fourth.api('/api/admin/audit')).status).toBe(200);

    const actions = (await auditOf(admin, person.id)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['staff.2fa_enable', 'staff.2fa_recovery_code', 'staff.2fa_disable']),
    );
    // The attempts that failed are there too: wrong codes (app and recovery), wrong passwords, and the sign-ins.
    expect(actions).toEqual(expect.arrayContaining(['staff.2fa_wrong_code', 'staff.password_wrong', 'staff.sign_in']));
    expect(actions.filter((a) => a === 'staff.password_wrong')).toHaveLength(2);
    expect(actions.filter((a) => a === 'staff.sign_in').length).toBeGreaterThanOrEqual(5);
  });

  it('is refused to anyone who is not staff', async () => {
    expectRefused(await api('/api/admin/2fa/setup', { method: 'POST' }));
    expectRefused(await customer.api('/api/admin/2fa/setup', { method: 'POST' }));
    expectRefused(await customer.api('/api/admin/2fa/verify', { method: 'POST', json: { code: '123456' } }));
  });
});

describe('staff', () => {
  it('adds a person with a temporary password, changes the role, disables and enables the account', async () => {
    const email = uniqueStaffEmail('new-manager');
    const created = await admin.api('/api/admin/staff', {
      method: 'POST',
      json: { email: email.toUpperCase(), name: 'Мария', role: 'manager' },
    });
    expect(created.status).toBe(200);
    expect(created.json.staff).toEqual(
      expect.objectContaining({ email, name: 'Мария', role: 'manager', disabled: false, two_factor: false }),
    );
    expect(created.json.temporary_password).toMatch(/^\S{12}$/);
    const id: number = created.json.staff.id;

    // The temporary password opens only the «Смените пароль» step: every other call is refused until it is changed.
    const temporary: string = created.json.temporary_password;
    const person = await signIn({ email, password: temporary });
    for (const path of ['/api/admin/customers', '/api/admin/dashboard', '/api/admin/orders', '/api/admin/2fa']) {
      const refused = await person.api(path);
      expectRefused(refused);
      expect(refused.json.errors).toEqual({ password: 'change' });
    }
    expectRefused(await person.api('/api/admin/2fa/setup', { method: 'POST' }));
    expect((await person.api('/admin/customers')).text).toContain('Смените пароль');
    const wrongCurrent = await person.api('/api/admin/password', {
      method: 'POST',
      json: { current_password: 'not-the-one', new_password: 'своё-новое-2024' },
    });
    expectRefused(wrongCurrent, 400);
    expect(wrongCurrent.json.errors.current_password).toBeTruthy();
    const same = await person.api('/api/admin/password', {
      method: 'POST',
      json: { current_password: temporary, new_password: temporary },
    });
    expectRefused(same, 400);
    expect(same.json.errors.new_password).toBeTruthy();
    const own = `своё-${temporary}`;
    const changed = await person.api('/api/admin/password', {
      method: 'POST',
      json: { current_password: temporary, new_password: own },
    });
    expect(changed.status).toBe(200);
    expectRefused(await person.api('/api/admin/staff'));
    expect((await person.api('/api/admin/customers')).status).toBe(200); // the same session goes on
    // The temporary password is gone.
    expectRefused(await api('/api/login', { method: 'POST', json: { login: email, password: temporary } }), 400);

    const promoted = await admin.api(`/api/admin/staff/${id}`, { method: 'PATCH', json: { role: 'admin' } });
    expect(promoted.json.staff.role).toBe('admin');
    expect((await person.api('/api/admin/staff')).status).toBe(200); // the role counts from the next request

    const disabled = await admin.api(`/api/admin/staff/${id}`, { method: 'PATCH', json: { disabled: true } });
    expect(disabled.status).toBe(200);
    expect(disabled.json.staff.disabled).toBe(true);
    expectRefused(await person.api('/api/admin/customers')); // its sessions were revoked
    expect((await person.api('/api/user-info')).status).toBe(401);
    const login = await api('/api/login', {
      method: 'POST',
      json: { login: email, password: own },
    });
    expectRefused(login, 400);
    expect(login.json.error).toMatch(/отключена/);

    const enabled = await admin.api(`/api/admin/staff/${id}`, {
      method: 'PATCH',
      json: { disabled: false, role: 'manager' },
    });
    expect(enabled.json.staff).toEqual(expect.objectContaining({ disabled: false, role: 'manager' }));
    expect((await (await signIn({ email, password: own })).api('/api/admin/customers')).status).toBe(200);

    const listed = (await admin.api('/api/admin/staff')).json.staff.find((s: any) => s.id === id);
    expect(listed).toEqual(expect.objectContaining({ email, role: 'manager', disabled: false }));
    const log = await auditOf(admin, id);
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(['staff.create', 'staff.role', 'staff.disable', 'staff.enable', 'staff.password_change']),
    );
    const roleChange = log.find((e) => e.action === 'staff.role' && e.after.role === 'admin');
    expect(roleChange).toEqual(
      expect.objectContaining({
        actor: admin.email,
        before: { role: 'manager' },
        action_label: 'Изменена роль сотрудника',
      }),
    );
  });

  it('a reset gives a new temporary password: the old one stops working, sessions end, it must be changed', async () => {
    const person = await managerClient();
    const reset = await admin.api(`/api/admin/staff/${person.id}/password`, { method: 'POST' });
    expect(reset.status).toBe(200);
    const temporary: string = reset.json.temporary_password;
    expect(temporary).toMatch(/^\S{12}$/);
    expect((await person.api('/api/user-info')).status).toBe(401); // its sessions ended
    expectRefused(
      await api('/api/login', { method: 'POST', json: { login: person.email, password: person.password } }),
      400,
    );
    const again = await signIn({ email: person.email, password: temporary });
    const refused = await again.api('/api/admin/orders');
    expectRefused(refused);
    expect(refused.json.errors).toEqual({ password: 'change' });
    expect(
      (
        await again.api('/api/admin/password', {
          method: 'POST',
          json: { current_password: temporary, new_password: `снова-${temporary}` },
        })
      ).status,
    ).toBe(200);
    expect((await again.api('/api/admin/orders')).status).toBe(200);
    expectRefused(await manager.api(`/api/admin/staff/${person.id}/password`, { method: 'POST' }));
    expectRefused(await admin.api(`/api/admin/staff/${fixtures.customerId}/password`, { method: 'POST' }), 404);
    const log = (await auditOf(admin, person.id)).map((e) => e.action);
    expect(log).toEqual(expect.arrayContaining(['staff.password_reset', 'staff.password_change']));
  });

  it('writes sign-ins, wrong passwords and refusals by role to the audit log, with readable names', async () => {
    const person = await managerClient();
    const wrong = await api('/api/login', {
      method: 'POST',
      json: { login: person.email, password: `${person.password}-not` },
    });
    expectRefused(wrong, 400);
    const refused = await person.api('/api/admin/staff');
    expectRefused(refused);
    expectRefused(await person.api('/api/admin/audit?page=2'));

    const own = await auditOf(admin, person.id);
    const byAction = (action: string) => own.filter((e) => e.action === action);
    expect(byAction('staff.sign_in')).toHaveLength(1);
    expect(byAction('staff.sign_in')[0]).toEqual(
      expect.objectContaining({
        actor: person.email,
        address: expect.any(String),
        action_label: 'Вход сотрудника в панель',
      }),
    );
    expect(byAction('staff.sign_in_failed')).toHaveLength(1);
    expect(byAction('staff.sign_in_failed')[0].action_label).toBe('Неверный пароль при входе сотрудника');
    const refusals = await auditWhere(admin, (e) => e.action === 'staff.forbidden' && e.actor === person.email);
    expect(refusals.map((e) => [e.entity_id, e.after.method, e.after.path])).toEqual(
      expect.arrayContaining([
        ['staff', 'GET', '/api/admin/staff'],
        ['audit', 'GET', '/api/admin/audit'],
      ]),
    );
    expect(refusals[0].action_label).toBe('Отказ: у роли нет доступа');
    // A customer's refusal is not staff's: nothing is written for it.
    expectRefused(await customer.api('/api/admin/staff'));
    expect(await auditWhere(admin, (e) => e.actor === customer.email, 2)).toEqual([]);
    // The audit page shows them by name.
    const page = await admin.api('/admin/audit');
    expect(page.text).toContain('Вход сотрудника в панель');
  });

  it('keeps an administrator from disabling or demoting themselves', async () => {
    const me = await adminClient();
    expectRefused(await me.api(`/api/admin/staff/${me.id}`, { method: 'PATCH', json: { disabled: true } }), 409);
    expectRefused(await me.api(`/api/admin/staff/${me.id}`, { method: 'PATCH', json: { role: 'manager' } }), 409);
    expect((await me.api('/api/admin/staff')).status).toBe(200);
  });

  it('answers bad input with field errors and a taken email with 409', async () => {
    const bad = await admin.api('/api/admin/staff', {
      method: 'POST',
      json: { email: 'nope', name: '', role: 'owner' },
    });
    expectRefused(bad, 400);
    expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(['email', 'name', 'role']));
    const taken = await admin.api('/api/admin/staff', {
      method: 'POST',
      json: { email: customer.email, name: 'Кто-то', role: 'manager' },
    });
    expectRefused(taken, 409);
    expect(taken.json.errors.email).toBeTruthy();
    expectRefused(await admin.api('/api/admin/staff/abc', { method: 'PATCH', json: { role: 'admin' } }), 400);
    expectRefused(await admin.api(`/api/admin/staff/${manager.id}`, { method: 'PATCH', json: {} }), 400);
    expectRefused(await admin.api(`/api/admin/staff/${manager.id}`, { method: 'PATCH', body: '{oops' }), 400);
    expectRefused(
      await admin.api(`/api/admin/staff/${fixtures.customerId}`, { method: 'PATCH', json: { role: 'admin' } }),
      404,
    );
  });
});

describe('customers (152-ФЗ)', () => {
  it('finds a customer, exports their data, deletes the account and keeps the orders anonymised', async () => {
    const shopper = await customerClient();
    const phone = '+7 (915) 765-43-21';
    expect(
      (
        await shopper.api('/api/user-personal-update', {
          method: 'PUT',
          json: { surname: 'Петрова', name: 'Ольга', phone, old_password: shopper.password },
        })
      ).status,
    ).toBe(200);
    const [product] = await findProducts(range(160, 179), (p) => p.stock >= 2, 1);
    expect(
      (await shopper.api('/api/add-to-cart', { method: 'POST', json: { pid: product.pid, count: 1 } })).status,
    ).toBe(200);
    const order = await placeOrder(shopper, pickupPointOrder({ email: shopper.email }));
    expect(order.status).toBe(200);
    const number: string = order.json.number;
    // A question about the product (signed with the account's name) and an alert waiting for the shopper's email.
    const question = await shopper.api('/api/product-questions', {
      method: 'POST',
      json: { pid: product.pid, text: 'Подойдёт ли для трёхлетки?' },
    });
    expect(question.status).toBe(200);
    // Alerts are for sold-out goods only; the account's own address needs no confirmation letter.
    let soldOut = 0;
    for (const pid of range(160, 199)) {
      if ((await manager.api(`/api/admin/products/${pid}`)).json.product?.stock === 0) {
        soldOut = pid;
        break;
      }
    }
    expect(soldOut).toBeGreaterThan(0);
    const alert = await shopper.api('/api/stock-alerts', {
      method: 'POST',
      json: { pid: soldOut, email: shopper.email },
    });
    expect([alert.status, alert.json]).toEqual([200, { success: true, confirm: false }]);

    const byPhone = await manager.api(`/api/admin/customers?q=${'89157654321'}`);
    expect(byPhone.json.customers.map((c: any) => c.email)).toContain(shopper.email);
    const byEmail = await manager.api(`/api/admin/customers?q=${encodeURIComponent(shopper.email.toUpperCase())}`);
    expect(byEmail.json.customers).toHaveLength(1);
    expect(byEmail.json.customers[0].orders).toBe(1); // theirs only, not every guest order
    const id: number = byEmail.json.customers[0].id;
    const detail = await manager.api(`/api/admin/customers/${id}`);
    expect(detail.json.customer).toEqual(expect.objectContaining({ email: shopper.email, phone, deleted: false }));
    expect(detail.json.customer.order_list.map((o: any) => o.number)).toEqual([number]);
    expect(detail.json.customer.consents[0]).toEqual(
      expect.objectContaining({ order_number: number, version: expect.any(String) }),
    );
    expect((await manager.api(`/admin/customers/${id}`)).text).toContain(
      `href="/admin/orders/${encodeURIComponent(number)}"`,
    );

    const exported = await admin.api(`/api/admin/customers/${id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment/);
    expect(exported.json.account).toEqual(expect.objectContaining({ email: shopper.email, surname: 'Петрова', phone }));
    expect(exported.json.orders[0]).toEqual(
      expect.objectContaining({ number, email: shopper.email, lines: expect.any(Array) }),
    );
    expect(exported.json.product_questions).toEqual([
      expect.objectContaining({ text: 'Подойдёт ли для трёхлетки?', status: 'pending' }),
    ]);
    expect(exported.json.product_alerts).toEqual([expect.objectContaining({ kind: 'stock', email: shopper.email })]);
    expect(JSON.stringify(exported.json)).toContain('Ольга');

    const deleted = await admin.api(`/api/admin/customers/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.json.orders_anonymised).toBe(1);
    expectRefused(await admin.api(`/api/admin/customers/${id}`, { method: 'DELETE' }), 409);

    expect((await shopper.api('/api/user-info')).status).toBe(401); // sessions revoked
    expectRefused(
      await api('/api/login', { method: 'POST', json: { login: shopper.email, password: shopper.password } }),
      400,
    );
    const after = (await admin.api(`/api/admin/customers/${id}`)).json.customer;
    expect(after).toEqual(expect.objectContaining({ deleted: true, phone: '', name: '' }));
    expect(after.email).not.toBe(shopper.email);
    expect(after.order_list.map((o: any) => o.number)).toEqual([number]); // kept for accounting
    const left = (await admin.api(`/api/admin/customers/${id}/export`)).json;
    expect(left.orders[0]).toEqual(
      expect.objectContaining({ number, name: 'Удалено', surname: 'Удалено', phone: '', total: expect.any(Number) }),
    );
    expect(JSON.stringify(left)).not.toContain(shopper.email);
    expect(JSON.stringify(left)).not.toContain('Петрова');
    expect(JSON.stringify(left)).not.toContain('Ольга');
    expect(left.product_questions).toHaveLength(1); // the text stays, the name does not
    expect(left.product_alerts).toEqual([]);

    const log = await auditOf(admin, id);
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['customer.export', 'customer.delete']));
    expect(JSON.stringify(log)).not.toContain(shopper.email); // the log records the request, not the data
  });
});

describe('customers: who looked at their data', () => {
  it('records each page of the list and each card a member of staff opened (one entry per request)', async () => {
    const viewer = await managerClient();
    const list = await viewer.api('/api/admin/customers?page=1');
    expect(list.status).toBe(200);
    const shown: number[] = list.json.customers.map((c: any) => c.id);
    expect(shown.length).toBeGreaterThan(0);
    const search = await viewer.api(`/api/admin/customers?q=${encodeURIComponent(customer.email)}`);
    expect(search.json.customers.map((c: any) => c.id)).toEqual([fixtures.customerId]);
    expect((await viewer.api(`/api/admin/customers/${fixtures.customerId}`)).status).toBe(200);
    expect((await viewer.api(`/admin/customers/${fixtures.customerId}`)).status).toBe(200);
    expect((await viewer.api('/admin/customers?page=1')).status).toBe(200);

    const seen = await auditWhere(admin, (e) => e.actor === viewer.email && e.entity === 'customer');
    const lists = seen.filter((e) => e.action === 'customer.list_view');
    expect(lists).toHaveLength(3); // two API pages and the back-office page
    expect(lists.map((e) => e.after.q)).toEqual(expect.arrayContaining(['', customer.email]));
    // Who was on the page: the customers the answer listed.
    expect(lists.map((e) => e.after.customer_ids)).toContainEqual(shown);
    expect(lists[0].action_label).toBe('Просмотр списка покупателей');
    const cards = seen.filter((e) => e.action === 'customer.view');
    expect(cards.map((e) => e.entity_id)).toEqual([String(fixtures.customerId), String(fixtures.customerId)]);
    expect(cards[0]).toEqual(
      expect.objectContaining({ action_label: 'Просмотр карточки покупателя', address: expect.any(String) }),
    );
  });
});

describe('bonus points by hand', () => {
  it('are never credited to a staff account', async () => {
    for (const target of [manager, admin]) {
      const credit = await admin.api(`/api/admin/customers/${target.id}/bonuses`, {
        method: 'POST',
        json: { points: 500, reason: 'Себе' },
      });
      expectRefused(credit, 409);
      expect(credit.json.errors.points).toMatch(/сотрудника/);
    }
    const ledger = await admin.api(`/api/admin/customers/${manager.id}/bonuses`);
    expect(ledger.json.ledger).toEqual(expect.objectContaining({ balance: 0 }));
    // A customer still gets them.
    const toCustomer = await admin.api(`/api/admin/customers/${fixtures.customerId}/bonuses`, {
      method: 'POST',
      json: { points: 5, reason: 'Извинения за задержку' },
    });
    expect(toCustomer.status).toBe(200);
  });
});

describe('audit log', () => {
  it('is paged and offers no way to change an entry', async () => {
    const first = await admin.api('/api/admin/audit');
    expect(first.json).toEqual(
      expect.objectContaining({ page: 1, page_size: 50, total: expect.any(Number), entries: expect.any(Array) }),
    );
    expect(first.json.entries[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        at: expect.any(String),
        actor: expect.any(String),
        action_label: expect.any(String),
      }),
    );
    expectRefused(await admin.api('/api/admin/audit?page=0'), 400);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await admin.api('/api/admin/audit', { method, json: {} })).status).toBe(405);
    }
    expect((await admin.api(`/api/admin/audit/${first.json.entries[0].id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
