// Accounts over HTTP: registration, login, logout, sessions and token faults, personal data, orders,
// password reset by email, Origin checks, per-login rate limits and bad input (docs/PRODUCT.md#accounts).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api, apiClient, baseUrl, type ApiClient } from '../support/api';
import { rawRequest } from '../support/raw-http';
import {
  clearsToken,
  expectFailure,
  outbox,
  PASSWORD,
  postFrom,
  randomLoopback,
  registeredShopper,
  resetTokenFor,
  someProductIds,
  uniqueEmail,
  type Shopper,
} from './accounts-support';
import { findProducts, placeOrder, pickupPointOrder, range } from './cart-support';

// Registrations per client address are limited (all suites share 127.0.0.1): tests that neither revoke
// sessions nor change the password share these accounts.
let sam: Shopper;
let pair: [Shopper, Shopper];
beforeAll(async () => {
  sam = await registeredShopper('sam');
  pair = [await registeredShopper('pair-a'), await registeredShopper('pair-b')];
});

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

describe('POST /api/registration', () => {
  it('creates the account, signs in with an httpOnly Lax cookie for 30 days and answers {success, error}', async () => {
    const client = apiClient();
    const email = uniqueEmail('reg');
    const res = await client.api('/api/registration', { method: 'POST', json: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, error: null });

    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // the test server is plain http
    const expires = Date.parse(cookie.match(/Expires=([^;]+)/i)![1]);
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);
    expect(expires - Date.now()).toBeLessThan(30.1 * 24 * 3600_000);

    // A JWT (HS256) carrying the user and the session.
    const [header] = client.cookie('token')!.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual(expect.objectContaining({ alg: 'HS256' }));

    const info = await client.api('/api/user-info');
    expect(info.status).toBe(200);
    expect(info.json).toEqual({
      is_guest: 0,
      cart_count: expect.any(Number),
      city_phone: expect.any(String),
      city: null,
    });
    const personal = await client.api('/api/user-personal');
    expect(personal.json.user.email).toBe(email);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const again = await api('/api/registration', {
      method: 'POST',
      json: { email: sam.email.toUpperCase(), password: 'other-pass' },
    });
    expectFailure(again, 409);
    expect(again.json.error).toBe('Пользователь с таким email уже зарегистрирован');
    expect(again.headers.getSetCookie().some((l) => l.startsWith('token=ey'))).toBe(false);
  });

  it('answers 4xx JSON for bad input and creates nothing', async () => {
    expectFailure(
      await api('/api/registration', { method: 'POST', json: { email: 'not-an-email', password: PASSWORD } }),
      400,
    );
    expectFailure(
      await api('/api/registration', { method: 'POST', json: { email: uniqueEmail(), password: '123' } }),
      400,
    );
    const malformed = await api('/api/registration', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.ru", "password":',
    });
    expectFailure(malformed, 400);
  });
});

describe('POST /api/login', () => {
  it('signs in with the email as login (any case) and reloads as a user', async () => {
    const user = sam;
    const client = apiClient();
    const res = await client.api('/api/login', {
      method: 'POST',
      json: { login: ` ${user.email.toUpperCase()} `, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, error: null });
    expect((await client.api('/api/user-info')).json.is_guest).toBe(0);
  });

  it('refuses a wrong password or an unknown login with 400 (never 401, which the client treats as a broken token)', async () => {
    const user = sam;
    const wrong = await api('/api/login', {
      method: 'POST',
      json: { login: user.email, password: 'not-the-password' },
    });
    expectFailure(wrong, 400);
    expect(wrong.json.error).toBe('Неверный email или пароль');
    expect(wrong.headers.getSetCookie().some((l) => l.startsWith('token=ey'))).toBe(false);

    const unknown = await api('/api/login', {
      method: 'POST',
      json: { login: uniqueEmail('nobody'), password: PASSWORD },
    });
    expectFailure(unknown, 400);
    expect(unknown.json.error).toBe(wrong.json.error); // no hint which emails exist
  });

  it('accepts the phone saved in the profile as the login', async () => {
    const user = sam;
    const digits = String(Date.now()).slice(-7);
    const phone = `+7 (9${digits.slice(0, 2)}) ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${String(process.pid % 100).padStart(2, '0')}`;
    const saved = await user.api('/api/user-personal-update', {
      method: 'PUT',
      json: { phone, old_password: PASSWORD },
    });
    expect(saved.status).toBe(200);
    const res = await api('/api/login', {
      method: 'POST',
      json: { login: phone.replace(/\D/g, '').replace(/^7/, '8'), password: PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it('limits failed attempts per login and address (429 in Russian); the owner elsewhere and other accounts still sign in', async () => {
    const victim = await registeredShopper('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await api('/api/login', { method: 'POST', json: { login: victim.email, password: `guess-${i}` } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
    expect(statuses[8]).toBe(429);
    // From this address even the right password waits for the window now.
    const blocked = await api('/api/login', {
      method: 'POST',
      json: { login: victim.email.toUpperCase(), password: PASSWORD },
    });
    expectFailure(blocked, 429);
    expect(blocked.json.error).toMatch(/Слишком много попыток/);

    // The owner, from an address of their own, is not locked out by these failures.
    const owner = await postFrom(randomLoopback(), '/api/login', { login: victim.email, password: PASSWORD });
    expect(owner.status).toBe(200);
    const ok = await api('/api/login', { method: 'POST', json: { login: sam.email, password: PASSWORD } });
    expect(ok.status).toBe(200);
  });

  it('answers 4xx JSON for bad input', async () => {
    expectFailure(await api('/api/login', { method: 'POST', json: { login: 42, password: PASSWORD } }), 400);
    expectFailure(
      await api('/api/login', { method: 'POST', json: { login: 'x'.repeat(300), password: PASSWORD } }),
      400,
    );
  });
});

describe('sessions and token faults', () => {
  it('logout revokes the token on the server, not only in the browser', async () => {
    const user = await registeredShopper('logout');
    const token = user.cookie('token')!;
    const res = await user.api('/api/logout', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, error: null });
    expect(clearsToken(res.headers)).toBe(true);

    // The same token presented again, as cookie or as Bearer.
    const asCookie = await api('/api/user-info', { headers: { cookie: `token=${token}` } });
    expectFailure(asCookie, 401);
    expect(asCookie.json.error).toBe('token not found');
    expect(clearsToken(asCookie.headers)).toBe(true);
    const asBearer = await api('/api/user-personal', { headers: { authorization: `Bearer ${token}` } });
    expectFailure(asBearer, 401);
    expect(asBearer.json.error).toBe('token not found');
  });

  it('accepts the token as a Bearer header', async () => {
    const user = sam;
    const res = await api('/api/user-personal', { headers: { authorization: `Bearer ${user.cookie('token')}` } });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(user.email);
  });

  const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64(JSON.stringify({ sub: '1', jti: 'x', exp: 4102444800 }));
  it.each([
    ['not three segments', 'abc.def', 'Wrong number of segments'],
    ['four segments', 'a.b.c.d', 'Wrong number of segments'],
    ['a header that is not JSON', `${b64('{"alg":')}.${payload}.sig`, 'Syntax error, malformed JSON'],
    ['a payload that is not JSON', `${header}.${b64('nope')}.sig`, 'Syntax error, malformed JSON'],
    [
      'bytes that are not UTF-8',
      `${b64(Buffer.from([0xc3, 0x28, 0xff]))}.${payload}.sig`,
      'Malformed UTF-8 characters',
    ],
  ])('a token with %s answers 401 %p and clears the cookie', async (_what, token, message) => {
    for (const headers of [{ cookie: `token=${token}` }, { authorization: `Bearer ${token}` }] as Record<
      string,
      string
    >[]) {
      const res = await api('/api/user-info', { headers });
      expect(res.status).toBe(401);
      expect(res.json.error).toBe(message);
      if ('cookie' in headers) expect(clearsToken(res.headers)).toBe(true);
    }
  });

  it('a forged signature answers 401', async () => {
    const user = sam;
    const [h, p] = user.cookie('token')!.split('.');
    const res = await api('/api/user-info', {
      headers: { cookie: `token=${h}.${p}.${b64('forged-signature-bytes-000000000')}` },
    });
    expectFailure(res, 401);
  });

  it('every endpoint that reads identity refuses a faulty token, so the client can clear it', async () => {
    for (const [method, path] of [
      ['GET', '/api/favorite'],
      ['GET', '/api/user-orders'],
      ['POST', '/api/add-to-favorite'],
    ] as const) {
      const res = await api(path, {
        method,
        headers: { cookie: 'token=a.b' },
        json: method === 'POST' ? { pid: 1 } : undefined,
      });
      expect(res.status).toBe(401);
      expect(res.json.error).toBe('Wrong number of segments');
    }
  });

  it('personal endpoints answer 401 to guests', async () => {
    for (const path of ['/api/user-personal', '/api/user-orders']) {
      const res = await api(path);
      expectFailure(res, 401);
      expect(res.json.error).toBe('Войдите в личный кабинет');
    }
    expectFailure(await api('/api/user-personal-update', { method: 'PUT', json: { name: 'Гость' } }), 401);
  });

  it('a guest is a guest: user-info says is_guest 1 and sets nothing', async () => {
    const res = await api('/api/user-info');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ is_guest: 1, cart_count: 0, city_phone: expect.any(String), city: null });
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });
});

describe('personal data', () => {
  const full = {
    surname: 'Иванова',
    name: 'Мария',
    middle_name: 'Петровна',
    phone: '8 916 123 45 67',
    city: 'Казань',
    address: 'ул. Баумана, д. 1, кв. 2',
    postcode: '420111',
    news: true,
    birth_date: '1990-05-05',
  };

  it('GET returns the profile; PUT saves every field, normalises the phone and keeps it after a reload', async () => {
    const user = await registeredShopper('profile');
    const empty = await user.api('/api/user-personal');
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({
      success: true,
      user: {
        surname: '',
        name: '',
        middle_name: '',
        phone: '',
        email: user.email,
        city: '',
        address: '',
        postcode: '',
        news: false,
        birth_date: '',
      },
    });

    // The phone is a login: setting it needs the current password (the rest of the form does not).
    const saved = await user.api('/api/user-personal-update', {
      method: 'PUT',
      json: { ...full, old_password: PASSWORD },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.user).toEqual({ ...full, phone: '+7 (916) 123-45-67', email: user.email });
    expect(saved.json.password_changed).toBe(false);
    expect((await user.api('/api/user-personal')).json.user).toEqual(saved.json.user);

    // A partial update touches only what it names; unknown fields are ignored.
    const partial = await user.api('/api/user-personal-update', {
      method: 'PUT',
      json: { city: 'Самара', news: false, role: 'admin', id: 1 },
    });
    expect(partial.status).toBe(200);
    expect(partial.json.user).toEqual({ ...saved.json.user, city: 'Самара', news: false });
  });

  it('changes the email, refusing one that belongs to another account', async () => {
    const [a, b] = pair;
    const taken = await b.api('/api/user-personal-update', {
      method: 'PUT',
      json: { email: a.email, old_password: PASSWORD },
    });
    expectFailure(taken, 409);
    expect(taken.json.errors).toEqual({ email: expect.any(String) });

    const fresh = uniqueEmail('moved');
    const moved = await b.api('/api/user-personal-update', {
      method: 'PUT',
      json: { email: fresh.toUpperCase(), old_password: PASSWORD },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.user.email).toBe(fresh);
    b.email = fresh;
    expect((await api('/api/login', { method: 'POST', json: { login: fresh, password: PASSWORD } })).status).toBe(200);
  });

  it('the news flag is the subscribers list: a footer subscription shows, unchecking removes it, an email change moves it', async () => {
    const email = uniqueEmail('footer');
    // The footer form, before the account exists (from an address of its own: subscriptions are limited per address).
    expect((await postFrom(randomLoopback(), '/api/subscribe', { email: email.toUpperCase() })).status).toBe(200);
    const client = apiClient();
    expect(
      (await client.api('/api/registration', { method: 'POST', json: { email, password: PASSWORD } })).status,
    ).toBe(200);
    expect((await client.api('/api/user-personal')).json.user.news).toBe(true);

    const off = await client.api('/api/user-personal-update', { method: 'PUT', json: { news: false } });
    expect(off.json.user.news).toBe(false);
    expect((await client.api('/api/user-personal')).json.user.news).toBe(false);

    const on = await client.api('/api/user-personal-update', { method: 'PUT', json: { news: true } });
    expect(on.json.user.news).toBe(true);
    const moved = await client.api('/api/user-personal-update', {
      method: 'PUT',
      json: { email: uniqueEmail('moved-news'), old_password: PASSWORD },
    });
    expect(moved.json.user.news).toBe(true);
    expect(
      (await client.api('/api/user-personal-update', { method: 'PUT', json: { news: false } })).json.user.news,
    ).toBe(false);
    // The old address left the list when the subscription moved: back on it, the account is not subscribed.
    const back = await client.api('/api/user-personal-update', {
      method: 'PUT',
      json: { email, old_password: PASSWORD },
    });
    expect(back.json.user.news).toBe(false);
  });

  it('answers 4xx JSON with the field for bad input', async () => {
    const user = sam;
    for (const [body, field] of [
      [{ phone: '123' }, 'phone'],
      [{ postcode: '12345' }, 'postcode'],
      [{ email: 'nope' }, 'email'],
      [{ news: 'yes' }, 'news'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ name: 'Мария\u0007' }, 'name'],
      [{ new_password: 'another-1' }, 'old_password'],
    ] as const) {
      const res = await user.api('/api/user-personal-update', { method: 'PUT', json: body });
      expectFailure(res, 400);
      expect(Object.keys(res.json.errors ?? {})).toContain(field);
    }
    expectFailure(await user.api('/api/user-personal-update', { method: 'PUT', json: { name: 'Мария\u0000' } }), 400);
    const big = await user.api('/api/user-personal-update', { method: 'PUT', json: { address: 'я'.repeat(70_000) } });
    expectFailure(big, 413);
    expect((await user.api('/api/user-personal')).json.user.name).toBe('');
  });

  it('another user sees only their own data; there is no way to name someone else', async () => {
    const [a, b] = pair;
    await a.api('/api/user-personal-update', { method: 'PUT', json: { name: 'Анна', address: 'секретный адрес' } });
    const seen = await b.api('/api/user-personal?id=1&user_id=1&email=' + encodeURIComponent(a.email));
    expect(seen.json.user.email).toBe(b.email);
    expect(JSON.stringify(seen.json)).not.toContain('секретный адрес');
    await b.api('/api/user-personal-update', {
      method: 'PUT',
      json: { user_id: 1, id: 1, email: b.email, name: 'Борис' },
    });
    expect((await a.api('/api/user-personal')).json.user.name).toBe('Анна');
  });

  it('a password change needs the current password, signs out other sessions and keeps this one', async () => {
    const user = await registeredShopper('pwchange');
    const elsewhere = apiClient();
    expect(
      (await elsewhere.api('/api/login', { method: 'POST', json: { login: user.email, password: PASSWORD } })).status,
    ).toBe(200);

    const wrong = await user.api('/api/user-personal-update', {
      method: 'PUT',
      json: { old_password: 'nope-nope', new_password: 'new-pass-1' },
    });
    expectFailure(wrong, 400);
    expect(wrong.json.errors).toEqual({ old_password: 'Неверный текущий пароль' });

    const oldToken = user.cookie('token');
    const ok = await user.api('/api/user-personal-update', {
      method: 'PUT',
      json: { old_password: PASSWORD, new_password: 'new-pass-1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.password_changed).toBe(true);
    expect(user.cookie('token')).not.toBe(oldToken);
    expect((await user.api('/api/user-info')).json.is_guest).toBe(0);

    const other = await elsewhere.api('/api/user-info');
    expect(other.status).toBe(401);
    expect(other.json.error).toBe('token not found');

    expect((await api('/api/login', { method: 'POST', json: { login: user.email, password: PASSWORD } })).status).toBe(
      400,
    );
    expect(
      (await api('/api/login', { method: 'POST', json: { login: user.email, password: 'new-pass-1' } })).status,
    ).toBe(200);
  });
});

describe('GET /api/user-orders', () => {
  it('answers the signed-in user their orders (none yet for a new account)', async () => {
    const user = sam;
    const res = await user.api('/api/user-orders');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ orders: [] });
  });

  it('another user’s orders are unreachable: B sees none of A’s, whatever the query says', async () => {
    // Products of an id range no other suite takes stock from (cart, payments and orders use 200–360).
    const [product] = await findProducts(range(180, 199), (p) => p.stock >= 2, 1);
    expect(product).toBeDefined();
    const a = await registeredShopper('orders-a');
    const b = await registeredShopper('orders-b');
    expect((await a.api('/api/add-to-cart', { method: 'POST', json: { pid: product.pid, count: 1 } })).status).toBe(
      200,
    );
    const placed = await placeOrder(a, pickupPointOrder({ email: a.email }));
    expect(placed.status).toBe(200);

    const mine = await a.api('/api/user-orders');
    expect(mine.json.orders.map((o: { id: number }) => o.id)).toEqual([placed.json.order_id]);
    expect(mine.json.orders[0].number).toBe(placed.json.number);

    for (const query of [
      '',
      `?user_id=${placed.json.order_id}`,
      `?id=${placed.json.order_id}`,
      `?email=${encodeURIComponent(a.email)}`,
    ]) {
      const theirs = await b.api(`/api/user-orders${query}`);
      expect(theirs.status).toBe(200);
      expect(theirs.json).toEqual({ orders: [] });
    }
    expect(JSON.stringify((await b.api('/api/user-orders')).json)).not.toContain(placed.json.number);
    expectFailure(await api('/api/user-orders'), 401); // and a guest is asked to sign in
  });
});

/**
 * Signs the client in with a new account from an address of its own (registrations per address are limited and
 * the suites share 127.0.0.1), sending the client's guest cookie along as a browser would.
 */
async function registerInBrowser(browser: ApiClient, email: string): Promise<void> {
  const guest = browser.cookie('guest');
  const res = await rawRequest('/api/registration', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
    headers: guest ? { cookie: `guest=${guest}` } : {},
  });
  expect(res.status).toBe(200);
  for (const [name, value] of res.cookies) browser.setCookie(name, value);
}

describe('logout and the browser', () => {
  it('gives the browser a new guest id; an order placed signed in belongs to the account, not to the browser', async () => {
    const [product] = await findProducts(range(180, 199), (p) => p.stock >= 2, 1);
    expect(product).toBeDefined();
    const browser = apiClient();
    // A guest first (the cart gives the browser its guest cookie), then signed in at the same browser.
    expect(
      (await browser.api('/api/add-to-cart', { method: 'POST', json: { pid: product.pid, count: 1 } })).status,
    ).toBe(200);
    const guestBefore = browser.cookie('guest')!;
    expect(guestBefore).toMatch(/^[0-9a-f-]{36}$/);
    const email = uniqueEmail('shared-pc');
    await registerInBrowser(browser, email);
    const placed = await placeOrder(browser, pickupPointOrder({ email }));
    expect(placed.status).toBe(200);
    const orderPath = `/api/cart/order?order=${encodeURIComponent(placed.json.number)}`;
    expect((await browser.api(orderPath)).status).toBe(200);

    const out = await browser.api('/api/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    const guestAfter = browser.cookie('guest');
    expect(guestAfter).toMatch(/^[0-9a-f-]{36}$/);
    expect(guestAfter).not.toBe(guestBefore);

    // The next person at this browser does not see the account's order, nor does anyone who kept the old guest id.
    expectFailure(await browser.api(orderPath), 404);
    expectFailure(await api(orderPath, { headers: { cookie: `guest=${guestBefore}` } }), 404);
    // The account does, wherever it signs in.
    const signIn = await rawRequest('/api/login', {
      method: 'POST',
      body: JSON.stringify({ login: email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const token = signIn.cookies.find(([name]) => name === 'token')![1];
    const mine = await api(orderPath, { headers: { cookie: `token=${token}` } });
    expect(mine.status).toBe(200);
    expect(mine.json.order.number).toBe(placed.json.number);
  });
});

describe('guest votes at login', () => {
  it('move into the account; where the account voted too, its vote stays and the counts stay exact', async () => {
    const [, , , , p, q] = await someProductIds(6); // not the first ones, which other suites vote on
    const user = await registeredShopper('voter');
    const first = await user.api('/api/vote', { method: 'POST', json: { pid: p, rating: 4 } });
    expect(first.status).toBe(200);

    const guest = apiClient();
    const guestOnP = await guest.api('/api/vote', { method: 'POST', json: { pid: p, rating: 2 } });
    expect(guestOnP.json.votes).toBe(first.json.votes + 1);
    const guestOnQ = await guest.api('/api/vote', { method: 'POST', json: { pid: q, rating: 5 } });
    expect(guestOnQ.status).toBe(200);

    expect(
      (await guest.api('/api/login', { method: 'POST', json: { login: user.email, password: PASSWORD } })).status,
    ).toBe(200);

    // P: the guest's 2 is gone and the account's 4 stays — voting 4 again changes nothing.
    const againP = await guest.api('/api/vote', { method: 'POST', json: { pid: p, rating: 4 } });
    expect(againP.json).toEqual(first.json);
    // Q: the guest's vote is the account's now — a repeat replaces it instead of adding one.
    const againQ = await guest.api('/api/vote', { method: 'POST', json: { pid: q, rating: 5 } });
    expect(againQ.json).toEqual(guestOnQ.json);
    expect((await user.api('/api/vote', { method: 'POST', json: { pid: q, rating: 5 } })).json.votes).toBe(
      guestOnQ.json.votes,
    );
  });
});

describe('password reset: POST /api/change-pass → email → /reset-password/{token}', () => {
  it('emails a one-time link valid for an hour; the new password works, the old one and other sessions do not', async () => {
    const user = await registeredShopper('reset');
    const res = await api('/api/change-pass', { method: 'POST', json: { email: user.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, error: null });

    const [mail] = await outbox(user.email);
    expect(mail.text).toMatch(/действует 1 час/);
    const token = await resetTokenFor(user.email);
    expect(mail.text).toContain(`/reset-password/${token}`);

    const page = await api(`/reset-password/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('reset-password-form');
    expect(page.text).toContain(user.email);

    const guest = apiClient();
    const done = await guest.api('/api/reset-password', { method: 'POST', json: { token, password: 'brand-new-1' } });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ success: true, error: null });
    expect((await guest.api('/api/user-info')).json.is_guest).toBe(0); // signed in by the reset

    expect((await user.api('/api/user-info')).status).toBe(401); // the old session was revoked
    expect((await api('/api/login', { method: 'POST', json: { login: user.email, password: PASSWORD } })).status).toBe(
      400,
    );
    expect(
      (await api('/api/login', { method: 'POST', json: { login: user.email, password: 'brand-new-1' } })).status,
    ).toBe(200);

    // One time only.
    const again = await api('/api/reset-password', { method: 'POST', json: { token, password: 'brand-new-2' } });
    expectFailure(again, 400);
    expect(again.json.error).toMatch(/устарела или уже использована/);
    expect((await api(`/reset-password/${token}`)).text).toContain('reset-link-expired');
  });

  it('a newer link does not revive an older one after a reset', async () => {
    const user = await registeredShopper('reset2');
    await api('/api/change-pass', { method: 'POST', json: { email: user.email } });
    const first = await resetTokenFor(user.email);
    await api('/api/change-pass', { method: 'POST', json: { email: user.email } });
    const second = await resetTokenFor(user.email);
    expect(second).not.toBe(first);
    expect(
      (await api('/api/reset-password', { method: 'POST', json: { token: second, password: 'second-pw-1' } })).status,
    ).toBe(200);
    expectFailure(
      await api('/api/reset-password', { method: 'POST', json: { token: first, password: 'first-pw-1' } }),
      400,
    );
  });

  it('an unknown email answers {success:false, error}; bad input is a 400', async () => {
    const res = await api('/api/change-pass', { method: 'POST', json: { email: uniqueEmail('ghost') } });
    expectFailure(res, 404);
    expect(res.json.error).toBe('Пользователь с таким email не найден');
    expectFailure(await api('/api/change-pass', { method: 'POST', json: { email: ['a@b.ru'] } }), 400);
    expectFailure(
      await api('/api/reset-password', { method: 'POST', json: { token: 'short', password: 'whatever-1' } }),
      400,
    );
    expectFailure(
      await api('/api/reset-password', { method: 'POST', json: { token: 'A'.repeat(43), password: 'whatever-1' } }),
      400,
    );
  });

  it('limits reset emails per address so one mailbox is not flooded', async () => {
    const user = await registeredShopper('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await api('/api/change-pass', { method: 'POST', json: { email: user.email } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await outbox(user.email)).length).toBe(3);
  });
});

describe('Origin check on state-changing requests', () => {
  it('refuses a foreign Origin with 403 JSON and accepts the shop’s own', async () => {
    const user = await registeredShopper('origin');
    const foreign = { origin: 'https://evil.example' };
    for (const [method, path, json] of [
      ['POST', '/api/login', { login: user.email, password: PASSWORD }],
      ['POST', '/api/registration', { email: uniqueEmail(), password: PASSWORD }],
      ['POST', '/api/logout', undefined],
      ['PUT', '/api/user-personal-update', { name: 'Взлом' }],
      ['POST', '/api/add-to-favorite', { pid: 1 }],
      ['POST', '/api/change-pass', { email: user.email }],
    ] as const) {
      const res = await user.api(path, { method, json, headers: foreign });
      expectFailure(res, 403);
      expect(res.json.error).toBe('Запрос с другого сайта отклонён');
    }
    expect((await user.api('/api/user-personal')).json.user.name).toBe('');
    expect((await user.api('/api/user-info')).json.is_guest).toBe(0); // logout was refused

    const own = new URL(baseUrl()).origin;
    const ok = await user.api('/api/user-personal-update', {
      method: 'PUT',
      json: { name: 'Своя' },
      headers: { origin: own },
    });
    expect(ok.status).toBe(200);
    expectFailure(await user.api('/api/logout', { method: 'POST', headers: { origin: 'null' } }), 403);
  });
});
