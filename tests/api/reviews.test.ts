// Product reviews and questions over HTTP: writing with photos (checked by content, resized, metadata stripped),
// the limits (nothing written on a refusal, not even a picture), guests refused, one review per product, editing
// while it waits, moderation by staff only (publish, reject, reply, answer; audited), the public list with its
// sorts, pages and star distribution, «Проверенная покупка», «Полезно», and the product page's JSON-LD.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { bonusRules } from '@/lib/config/bonus-rules';
import { api, apiClient, baseUrl, type ApiClient } from '../support/api';
import { rawRequest } from '../support/raw-http';
import { adminClient, customerClient, managerClient, type StaffClient } from '../support/staff';
import { PASSWORD, uniqueEmail } from './accounts-support';
import { findProducts, placeOrder, pickupPointOrder, range, type Probe } from './cart-support';

// Products of this suite (one unit of stock is ordered for the verified purchase), among those the demo seeded
// without ratings: its seeded counts carry no per-star breakdown.
const IDS = range(20, 99);

let manager: StaffClient;
let admin: StaffClient;
let customer: StaffClient;
let products: (Probe & { slug: string })[];

beforeAll(async () => {
  [manager, admin, customer] = await Promise.all([managerClient(), adminClient(), customerClient()]);
  products = [];
  for (const pid of IDS) {
    const [p] = await findProducts([pid], (found) => found.stock >= 3, 1);
    if (!p) continue;
    const res = await admin.api(`/api/admin/products/${pid}`);
    expect(res.status).toBe(200);
    const slug = res.json.product.slug as string;
    const card = await api('/api/product', { method: 'POST', json: { alias: `/${slug}.html` } });
    if (card.json?.product?.votes === 0) products.push({ ...p, slug });
    if (products.length === 7) break;
  }
  expect(products).toHaveLength(7);
}, 180_000);

/** A new signed-in customer (registered from an address of its own), optionally with a name. */
async function shopper(name?: { name: string; surname: string }): Promise<ApiClient> {
  const res = await rawRequest('/api/registration', {
    method: 'POST',
    body: JSON.stringify({ email: uniqueEmail('review'), password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const client = apiClient();
  for (const [key, value] of res.cookies) if (value) client.setCookie(key, value);
  if (name) expect((await client.api('/api/user-personal-update', { method: 'PUT', json: name })).status).toBe(200);
  return client;
}

type Photo = { name: string; bytes: Buffer; type?: string };

/** A JPEG with EXIF (camera and a GPS-like note) of the given size and colour. */
async function photo(name: string, color: string, width = 640, height = 480): Promise<Photo> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Kukla-1', ImageDescription: 'secret place 55.75N 37.61E' } })
    .toBuffer();
  const meta = await sharp(bytes).metadata();
  expect(meta.exif?.toString('latin1')).toContain('TestCam');
  return { name, bytes };
}

/** The URL a photo gets: the shop stores it upright, at most 2000 px, as WebP, keyed by the content's hash. */
async function expectedUrl(p: Photo): Promise<string> {
  const webp = await sharp(p.bytes)
    .rotate()
    .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
  return `/media/u/${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
}

/** A multipart request from an address of its own (the per-address limit stays untouched), as `client`. */
async function sendForm(
  client: ApiClient | null,
  path: string,
  fields: Record<string, string | string[]>,
  photos: Photo[] = [],
  method = 'POST',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v);
  for (const p of photos)
    form.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/jpeg' }), p.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const headers: Record<string, string> = {};
  const token = client?.cookie('token');
  if (token) headers.cookie = `token=${token}`;
  return rawRequest(path, { method, body, contentType: request.headers.get('content-type'), headers });
}

const review = (pid: number, over: Record<string, string> = {}) => ({
  pid: String(pid),
  rating: '5',
  text: 'Кукла отличная, дочка в восторге.',
  pros: 'Красивое платье',
  cons: 'Нет',
  ...over,
});

function expectRefusal(res: { status: number; json: any }, status: number) {
  expect(res.status).toBe(status);
  expect(res.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
}

const mine = async (client: ApiClient, pid: number) => {
  const res = await client.api(`/api/product-reviews/mine?pid=${pid}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return res.json;
};

const publicList = async (pid: number, query = '') => {
  const res = await api(`/api/product-reviews?pid=${pid}${query}`);
  expect(res.status).toBe(200);
  return res.json;
};

const moderate = (id: number, json: unknown, client: ApiClient = manager) =>
  client.api(`/api/admin/product-reviews/${id}`, { method: 'PATCH', json });

async function auditOf(entity: string, entityId: number) {
  const res = await admin.api('/api/admin/audit?page=1');
  expect(res.status).toBe(200);
  return res.json.entries.filter((e: any) => e.entity === entity && e.entity_id === String(entityId));
}

describe('writing a review', () => {
  it('a guest is refused with 403 and nothing is written', async () => {
    const res = await sendForm(null, '/api/product-reviews', review(products[0].pid), [
      await photo('a.jpg', '#123456'),
    ]);
    expectRefusal(res, 403);
    expect((await publicList(products[0].pid)).total).toBe(0);
  });

  it('stores a review with photos as waiting: WebP, at most 2000 px, EXIF gone; a second one is a 409', async () => {
    const client = await shopper({ name: 'Анна', surname: 'ковалёва' });
    const pid = products[0].pid;
    const photos = [await photo('big.jpg', '#aa3355', 2400, 1600), await photo('small.jpg', '#33aa55')];
    const res = await sendForm(client, '/api/product-reviews', review(pid), photos);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, id: expect.any(Number), status: 'pending' });

    const own = await mine(client, pid);
    expect(own.review).toEqual(
      expect.objectContaining({
        id: res.json.id,
        status: 'pending',
        name: 'Анна К.',
        rating: 5,
        pros: 'Красивое платье',
      }),
    );
    expect(own.review.photos).toEqual([await expectedUrl(photos[0]), await expectedUrl(photos[1])]);
    for (const url of own.review.photos) {
      const file = await fetch(`${baseUrl()}${url}`);
      expect(file.status).toBe(200);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2000);
    }
    // Waiting reviews are not public.
    expect((await publicList(pid)).total).toBe(0);

    const again = await sendForm(client, '/api/product-reviews', review(pid, { text: 'Ещё раз' }));
    expectRefusal(again, 409);
  });

  it('refuses bad input with 4xx and writes nothing, not even a photo', async () => {
    const client = await shopper();
    const pid = products[1].pid;
    const good = await photo('good.jpg', '#0f0f70');
    const goodUrl = await expectedUrl(good);
    const notImage: Photo = { name: 'fake.jpg', bytes: Buffer.from('это не картинка, а текст'), type: 'image/jpeg' };
    const huge: Photo = { name: 'huge.jpg', bytes: Buffer.concat([good.bytes, Buffer.alloc(10 * 1024 * 1024)]) };
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.jpg`, `#0${n}0${n}0${n}`, 32, 32)));
    const cases: [string, Record<string, string>, Photo[], number][] = [
      ['a text file named .jpg', review(pid), [good, notImage], 400],
      ['a file over 10 MB', review(pid), [good, huge], 413],
      ['six photos', review(pid), six, 400],
      ['rating 0', review(pid, { rating: '0' }), [good], 400],
      ['rating 6', review(pid, { rating: '6' }), [good], 400],
      ['empty text', review(pid, { text: '   ' }), [good], 400],
      ['an unknown product', review(999_999), [good], 404],
      ['no product', { rating: '5', text: 'Без товара' }, [good], 400],
    ];
    for (const [what, fields, photos, status] of cases) {
      const res = await sendForm(client, '/api/product-reviews', fields, photos);
      expect({ what, status: res.status }).toEqual({ what, status });
      expectRefusal(res, status);
    }
    expect((await mine(client, pid)).review).toBeNull();
    // The good photo sent with every refused form was never stored.
    expect((await api(goodUrl)).status).toBe(404);
  });

  it('the author edits a waiting review (keeping one photo, adding one); others cannot', async () => {
    const client = await shopper();
    const pid = products[1].pid;
    const first = [await photo('1.jpg', '#101010'), await photo('2.jpg', '#202020')];
    const created = await sendForm(client, '/api/product-reviews', review(pid, { rating: '2' }), first);
    expect(created.status).toBe(200);
    const id = created.json.id as number;
    const [keepUrl] = (await mine(client, pid)).review.photos;
    const added = await photo('3.jpg', '#303030');

    const stranger = await shopper();
    const fields = { rating: '4', text: 'Передумала: хорошая кукла', pros: '', cons: 'Коробка мятая', keep: keepUrl };
    expectRefusal(await sendForm(stranger, `/api/product-reviews/${id}`, fields, [], 'PATCH'), 404);
    expectRefusal(await sendForm(null, `/api/product-reviews/${id}`, fields, [], 'PATCH'), 403);

    const edited = await sendForm(client, `/api/product-reviews/${id}`, fields, [added], 'PATCH');
    expect(edited.status).toBe(200);
    expect(edited.json).toEqual({ success: true, id, status: 'pending' });
    const own = (await mine(client, pid)).review;
    expect(own).toEqual(
      expect.objectContaining({
        rating: 4,
        text: 'Передумала: хорошая кукла',
        cons: 'Коробка мятая',
        status: 'pending',
      }),
    );
    expect(own.photos).toEqual([keepUrl, await expectedUrl(added)]);

    // Published, it can no longer change.
    expect((await moderate(id, { status: 'published' })).status).toBe(200);
    expectRefusal(await sendForm(client, `/api/product-reviews/${id}`, fields, [], 'PATCH'), 409);
  });
});

describe('moderation', () => {
  it('only staff list and decide; publishing shows the review with the reply; every decision is audited', async () => {
    const client = await shopper();
    const pid = products[2].pid;
    const created = await sendForm(client, '/api/product-reviews', review(pid, { text: 'Для модерации' }));
    const id = created.json.id as number;

    for (const outsider of [customer, apiClient()]) {
      expectRefusal(await outsider.api('/api/admin/product-reviews?status=pending'), 403);
      expectRefusal(await moderate(id, { status: 'published' }, outsider), 403);
    }
    const waiting = await manager.api(`/api/admin/product-reviews?status=pending&pid=${pid}`);
    expect(waiting.status).toBe(200);
    expect(waiting.json.reviews.map((r: any) => r.id)).toContain(id);
    expect(waiting.json.reviews.find((r: any) => r.id === id)).toEqual(
      expect.objectContaining({ status: 'pending', product: expect.objectContaining({ id: pid }), verified: false }),
    );

    const published = await moderate(id, { status: 'published', reply: 'Спасибо за отзыв!' });
    expect(published.status).toBe(200);
    expect(published.json.review).toEqual(expect.objectContaining({ status: 'published', reply: 'Спасибо за отзыв!' }));
    const list = await publicList(pid);
    expect(list.total).toBe(1);
    expect(list.reviews[0]).toEqual({
      id,
      name: 'Покупатель',
      rating: 5,
      text: 'Для модерации',
      pros: 'Красивое платье',
      cons: 'Нет',
      photos: [],
      verified: false,
      created_at: expect.any(String),
      reply: 'Спасибо за отзыв!',
      helpful: 0,
    });
    expect((await mine(client, pid)).review.status).toBe('published');

    const rejected = await moderate(id, { status: 'rejected' });
    expect(rejected.json.review.status).toBe('rejected');
    expect((await publicList(pid)).total).toBe(0);
    expectRefusal(await moderate(id, { status: 'maybe' }), 400);
    expectRefusal(await moderate(999_999, { status: 'published' }), 404);

    const entries = await auditOf('product_review', id);
    expect(entries.map((e: any) => e.after.status)).toEqual(['rejected', 'published']);
    expect(entries[1].after.reply).toBe('Спасибо за отзыв!');
  });
});

/** The shopper orders the product and staff deliver it: the shopper has received it. */
async function receive(client: ApiClient, pid: number) {
  expect((await client.api('/api/add-to-cart', { method: 'POST', json: { pid, count: 1 } })).status).toBe(200);
  const order = await placeOrder(client, pickupPointOrder({ payment_id: 3 }));
  expect(order.status).toBe(200);
  const path = `/api/admin/orders/${encodeURIComponent(order.json.number)}/status`;
  expect(
    (await manager.api(path, { method: 'POST', json: { status: 'shipped', track_number: '1234567890' } })).status,
  ).toBe(200);
  expect((await manager.api(path, { method: 'POST', json: { status: 'delivered' } })).status).toBe(200);
}

describe('bonus points for a review', () => {
  /** The available balance and the history of the review points (the delivered orders' purchase points, which
   * wait out the return window, are left out: they are the orders', not the reviews'). */
  const balance = async (client: ApiClient) => {
    const res = await client.api('/api/bonuses');
    expect(res.status).toBe(200);
    const summary = res.json as {
      balance: number;
      history: { points: number; reason: string; order_number?: string }[];
    };
    return { balance: summary.balance, history: summary.history.filter((h) => !h.order_number) };
  };

  it('are credited only for a product the author received (a delivered order of theirs holds it)', async () => {
    const client = await shopper();
    const pid = products[4].pid;
    const written = await sendForm(client, '/api/product-reviews', review(pid));
    expect(written.status).toBe(200);
    // Ordered but not delivered yet: not received.
    expect((await client.api('/api/add-to-cart', { method: 'POST', json: { pid, count: 1 } })).status).toBe(200);
    expect((await placeOrder(client, pickupPointOrder({ payment_id: 3 }))).status).toBe(200);
    expect((await moderate(written.json.id, { status: 'published' })).status).toBe(200);
    expect(await balance(client)).toEqual(expect.objectContaining({ balance: 0, history: [] }));
    // Once received, publishing it again earns the points, once.
    expect((await moderate(written.json.id, { status: 'rejected' })).status).toBe(200);
    await receive(client, pid);
    expect((await moderate(written.json.id, { status: 'published' })).status).toBe(200);
    expect((await moderate(written.json.id, { status: 'published' })).status).toBe(200);
    expect((await balance(client)).balance).toBe(bonusRules.reviewPoints);
  });

  it('publishing credits 50 points, 100 with a photo; taken off the site takes them back, published again gives them back once', async () => {
    const client = await shopper();
    await receive(client, products[5].pid);
    await receive(client, products[6].pid);
    const plain = await sendForm(client, '/api/product-reviews', review(products[5].pid));
    const withPhoto = await sendForm(client, '/api/product-reviews', review(products[6].pid), [
      await photo('points.jpg', '#445566'),
    ]);
    expect([plain.status, withPhoto.status]).toEqual([200, 200]);
    // Waiting reviews earn nothing yet.
    expect((await balance(client)).balance).toBe(0);

    expect((await moderate(plain.json.id, { status: 'published' })).status).toBe(200);
    expect((await balance(client)).balance).toBe(bonusRules.reviewPoints);
    expect((await moderate(withPhoto.json.id, { status: 'published' })).status).toBe(200);
    expect((await balance(client)).balance).toBe(bonusRules.reviewPoints + bonusRules.reviewWithPhotoPoints);

    // Taken off the site: its points go; a reply-only change of a rejected review changes nothing.
    expect((await moderate(plain.json.id, { status: 'rejected' })).status).toBe(200);
    expect((await moderate(plain.json.id, { status: 'rejected', reply: 'Уточните, пожалуйста' })).status).toBe(200);
    let now = await balance(client);
    expect(now.balance).toBe(bonusRules.reviewWithPhotoPoints);
    expect(now.history[0]).toEqual({
      points: -bonusRules.reviewPoints,
      reason: 'Отзыв снят с публикации: баллы за него списаны',
      at: expect.any(String),
    });
    // Published again: one review's worth again, however often it goes back and forth.
    for (const status of ['published', 'published', 'rejected', 'published']) {
      expect((await moderate(plain.json.id, { status })).status).toBe(200);
    }
    now = await balance(client);
    expect(now.balance).toBe(bonusRules.reviewPoints + bonusRules.reviewWithPhotoPoints);
    const ofPlain = now.history.filter((h) => h.reason !== 'За отзыв с фото');
    expect(ofPlain.reduce((sum, h) => sum + h.points, 0)).toBe(bonusRules.reviewPoints);
    expect(ofPlain.map((h) => h.points)).toEqual([
      bonusRules.reviewPoints,
      -bonusRules.reviewPoints,
      bonusRules.reviewPoints,
      -bonusRules.reviewPoints,
      bonusRules.reviewPoints,
    ]);
  });

  it('points already spent are not taken below zero, and publishing again gives back only what was taken', async () => {
    const client = await customerClient();
    const found = await admin.api(`/api/admin/customers?q=${encodeURIComponent(client.email)}`);
    const customerId = found.json.customers.find((c: any) => c.email === client.email).id as number;
    await receive(client, products[5].pid);
    const written = await sendForm(client, '/api/product-reviews', review(products[5].pid));
    expect(written.status).toBe(200);
    expect((await moderate(written.json.id, { status: 'published' })).status).toBe(200);
    const spent = bonusRules.reviewPoints - 10;
    const debit = await admin.api(`/api/admin/customers/${customerId}/bonuses`, {
      method: 'POST',
      json: { points: -spent, reason: 'Потрачено' },
    });
    expect(debit.status).toBe(200);
    expect((await balance(client)).balance).toBe(10);

    expect((await moderate(written.json.id, { status: 'rejected' })).status).toBe(200);
    let now = await balance(client);
    expect(now.balance).toBe(0); // 10 taken back, the 40 spent are forgiven
    expect(now.history[0].points).toBe(-10);
    expect((await moderate(written.json.id, { status: 'published' })).status).toBe(200);
    now = await balance(client);
    expect(now.balance).toBe(10); // what was taken comes back: the review has paid 50 in all
    expect(now.history.filter((h) => /отзыв/i.test(h.reason)).reduce((s, h) => s + h.points, 0)).toBe(
      bonusRules.reviewPoints,
    );
  });

  it('parallel publications credit once; parallel publish and reject end with the points the final status says', async () => {
    const client = await shopper();
    await receive(client, products[6].pid);
    const written = await sendForm(client, '/api/product-reviews', review(products[6].pid));
    expect(written.status).toBe(200);
    const id = written.json.id as number;
    const answers = await Promise.all(Array.from({ length: 6 }, () => moderate(id, { status: 'published' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    let now = await balance(client);
    expect(now.balance).toBe(bonusRules.reviewPoints);
    expect(now.history).toHaveLength(1);

    for (let round = 0; round < 3; round++) {
      const mixed = await Promise.all(
        Array.from({ length: 6 }, (_, i) => moderate(id, { status: i % 2 ? 'rejected' : 'published' })),
      );
      expect(mixed.every((a) => a.status === 200)).toBe(true);
      const status = (await mine(client, products[6].pid)).review.status;
      now = await balance(client);
      expect(now.balance).toBe(status === 'published' ? bonusRules.reviewPoints : 0);
      // The history alternates: never two credits or two reversals in a row.
      const signs = now.history.map((h) => Math.sign(h.points)).reverse();
      expect(signs.every((sign, i) => sign === (i % 2 ? -1 : 1))).toBe(true);
    }
  });
});

describe('back-office pages', () => {
  it.each([
    ['/admin/product-reviews', 'Отзывы о товарах'],
    ['/admin/product-reviews?status=all&pid=abc', 'Отзывы о товарах'],
    ['/admin/product-questions?status=published', 'Вопросы о товарах'],
  ])('%s renders for a manager, not for a customer', async (path, title) => {
    const page = await manager.api(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<h1`);
    expect(page.text).toContain(title);
    expect(page.text).not.toContain('Внутренняя ошибка');
    const refused = await customer.api(path);
    expect(refused.text).toContain('Нет доступа');
    expect(refused.text).not.toContain('Ответ магазина (виден всем');
  });
});

describe('the public list', () => {
  let pid: number;
  const ids: number[] = [];
  const ratings = [5, 4, 4, 3, 5, 1, 2, 5, 5, 4, 3];

  beforeAll(async () => {
    pid = products[3].pid;
    // One shopper received the product: a delivered order of theirs holds it.
    const buyer = await shopper({ name: 'Мария', surname: 'Петрова' });
    await receive(buyer, pid);

    for (const [index, rating] of ratings.entries()) {
      const client = index === 0 ? buyer : await shopper();
      const photos = index % 4 === 1 ? [await photo(`r${index}.jpg`, `#${index}${index}a0b0`.slice(0, 7))] : [];
      const res = await sendForm(
        client,
        '/api/product-reviews',
        review(pid, { rating: String(rating), text: `Отзыв ${index}` }),
        photos,
      );
      expect(res.status).toBe(200);
      ids.push(res.json.id);
      expect((await moderate(res.json.id, { status: 'published' })).status).toBe(200);
    }
    // Two shoppers find review 2 helpful, one finds review 6 helpful.
    for (const [target, times] of [
      [ids[2], 2],
      [ids[6], 1],
    ] as const) {
      for (let i = 0; i < times; i++) {
        const voter = await shopper();
        const res = await voter.api(`/api/product-reviews/${target}/helpful`, {
          method: 'POST',
          json: { helpful: true },
        });
        expect(res.status).toBe(200);
      }
    }
  }, 300_000);

  it('pages the newest first, 10 a page, with the total, the average and the star distribution', async () => {
    const first = await publicList(pid);
    expect(first.total).toBe(ratings.length);
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews.map((r: any) => r.id)).toEqual([...ids].reverse().slice(0, 10));
    const second = await publicList(pid, '&page=2');
    expect(second.reviews.map((r: any) => r.id)).toEqual([ids[0]]);
    expect((await publicList(pid, '&page=3')).reviews).toEqual([]);
    expect(first.distribution).toEqual({ '1': 1, '2': 1, '3': 2, '4': 3, '5': 4 });
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(first.rating).toBeCloseTo(Math.round(mean * 10) / 10, 5);
    expect(Object.keys(first).sort()).toEqual(['distribution', 'rating', 'reviews', 'total']);
    expect(first.reviews[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        rating: expect.any(Number),
        text: expect.any(String),
        pros: expect.any(String),
        cons: expect.any(String),
        photos: expect.any(Array),
        verified: expect.any(Boolean),
        created_at: expect.any(String),
        reply: null,
      }),
    );
  });

  it('a star vote counts in the rating and the distribution, a review in both and in the total', async () => {
    const before = await publicList(pid);
    const vote = await rawRequest('/api/vote', { method: 'POST', body: JSON.stringify({ pid, rating: 1 }) });
    expect(vote.status).toBe(200);
    expect(vote.json.votes).toBe(ratings.length + 1);
    // The list is cached a minute: the distribution is checked through the product API's counts instead.
    const card = await api('/api/product', { method: 'POST', json: { alias: `/${products[3].slug}.html` } });
    expect(card.status).toBe(200);
    expect(card.json.product.votes).toBe(ratings.length + 1);
    expect(before.total).toBe(ratings.length);
  });

  it('sorts by «helpful» and by «with photos first»', async () => {
    const helpful = await publicList(pid, '&sort=helpful');
    expect(helpful.reviews.slice(0, 2).map((r: any) => [r.id, r.helpful])).toEqual([
      [ids[2], 2],
      [ids[6], 1],
    ]);
    const withPhotos = await publicList(pid, '&sort=photos');
    const photoIds = ids.filter((_, i) => i % 4 === 1).reverse();
    expect(withPhotos.reviews.slice(0, photoIds.length).map((r: any) => r.id)).toEqual(photoIds);
    expect(withPhotos.reviews.slice(0, photoIds.length).every((r: any) => r.photos.length === 1)).toBe(true);
    expectRefusal(await api(`/api/product-reviews?pid=${pid}&sort=best`), 400);
    expectRefusal(await api(`/api/product-reviews?pid=${pid}&page=0`), 400);
    expectRefusal(await api('/api/product-reviews?pid=abc'), 400);
    expectRefusal(await api('/api/product-reviews?pid=999999'), 404);
  });

  it('marks «Проверенная покупка» only for the shopper who received the product', async () => {
    const second = await publicList(pid, '&page=2');
    const [buyers] = second.reviews;
    expect(buyers).toEqual(expect.objectContaining({ id: ids[0], verified: true, name: 'Мария П.' }));
    const first = await publicList(pid);
    expect(first.reviews.every((r: any) => r.verified === false)).toBe(true);
  });

  it('«Полезно»: signed-in shoppers only, once each, taken back on request, never on one’s own review', async () => {
    const target = ids[4];
    const guest = await rawRequest(`/api/product-reviews/${target}/helpful`, {
      method: 'POST',
      body: JSON.stringify({ helpful: true }),
    });
    expectRefusal(guest, 403);
    const voter = await shopper();
    const mark = () => voter.api(`/api/product-reviews/${target}/helpful`, { method: 'POST', json: { helpful: true } });
    expect((await mark()).json).toEqual({ success: true, helpful: 1, marked: true });
    expect((await mark()).json).toEqual({ success: true, helpful: 1, marked: true });
    expect((await mine(voter, pid)).helpful).toEqual([target]);
    const unmark = await voter.api(`/api/product-reviews/${target}/helpful`, {
      method: 'POST',
      json: { helpful: false },
    });
    expect(unmark.json).toEqual({ success: true, helpful: 0, marked: false });
    expect((await mine(voter, pid)).helpful).toEqual([]);
  });

  it('the product page shows the published reviews and JSON-LD with Review items, ratingCount and reviewCount', async () => {
    const page = await api(`/product/${products[3].slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Отзыв 10');
    // The buyer's review (the oldest) is on the second page, not in the page's first ten.
    expect(page.text).not.toContain('Отзыв 0<');
    const blocks = [...page.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]),
    );
    const product = blocks.find((b) => b['@type'] === 'Product');
    expect(product.aggregateRating).toEqual(
      expect.objectContaining({
        '@type': 'AggregateRating',
        reviewCount: ratings.length,
        ratingCount: expect.any(Number),
        ratingValue: expect.any(Number),
      }),
    );
    expect(product.aggregateRating.ratingCount).toBeGreaterThanOrEqual(ratings.length);
    expect(product.review).toHaveLength(10);
    expect(product.review[0]).toEqual(
      expect.objectContaining({
        '@type': 'Review',
        author: { '@type': 'Person', name: expect.any(String) },
        reviewBody: expect.stringContaining('Отзыв 10'),
        reviewRating: expect.objectContaining({ '@type': 'Rating', ratingValue: ratings[10] }),
      }),
    );
  });
});

describe('questions', () => {
  const ask = (json: unknown, client?: ApiClient) =>
    client
      ? client.api('/api/product-questions', { method: 'POST', json })
      : rawRequest('/api/product-questions', { method: 'POST', body: JSON.stringify(json) });

  it('guests ask with a name; bad input is refused; staff publish with an answer that the page shows', async () => {
    const pid = products[4].pid;
    const asked = await ask({ pid, name: 'Ольга', text: 'Какой рост у куклы?' });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ success: true, id: expect.any(Number), status: 'pending' });
    const id = asked.json.id as number;

    expectRefusal(await ask({ pid, text: 'Без имени' }), 400);
    expectRefusal(await ask({ pid, name: 'Ольга', text: '  ' }), 400);
    expectRefusal(await ask({ pid: 999_999, name: 'Ольга', text: 'Есть?' }), 404);
    // A signed-in shopper is named by the account.
    const client = await shopper({ name: 'Ирина', surname: 'Смирнова' });
    const own = await ask({ pid, text: 'Подойдёт ли для трёх лет?' }, client);
    expect(own.status).toBe(200);
    // A form works too.
    const form = await sendForm(null, '/api/product-questions', { pid: String(pid), name: 'Пётр', text: 'Из формы' });
    expect(form.status).toBe(200);

    expect((await api(`/api/product-questions?pid=${pid}`)).json).toEqual({ questions: [], total: 0 });

    const path = (q: number) => `/api/admin/product-questions/${q}`;
    expectRefusal(await customer.api(path(id), { method: 'PATCH', json: { status: 'published' } }), 403);
    expectRefusal(await customer.api('/api/admin/product-questions'), 403);
    const list = await manager.api(`/api/admin/product-questions?pid=${pid}`);
    expect(list.json.questions.map((q: any) => q.name)).toEqual(['Ольга', 'Ирина', 'Пётр']);

    const answered = await manager.api(path(id), {
      method: 'PATCH',
      json: { status: 'published', answer: 'Рост куклы — 29 см.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.json.question).toEqual(
      expect.objectContaining({ status: 'published', answer: 'Рост куклы — 29 см.', answered_at: expect.any(String) }),
    );
    expect((await manager.api(path(own.json.id), { method: 'PATCH', json: { status: 'rejected' } })).status).toBe(200);

    const shown = await api(`/api/product-questions?pid=${pid}`);
    expect(shown.json.total).toBe(1);
    expect(shown.json.questions[0]).toEqual({
      id,
      name: 'Ольга',
      text: 'Какой рост у куклы?',
      created_at: expect.any(String),
      answer: 'Рост куклы — 29 см.',
      answered_at: expect.any(String),
    });
    const page = await api(`/product/${products[4].slug}`);
    expect(page.text).toContain('Рост куклы — 29 см.');
    expect(page.text).not.toContain('Подойдёт ли для трёх лет?');
    expect(await auditOf('product_question', id)).toHaveLength(1);
  });
});
