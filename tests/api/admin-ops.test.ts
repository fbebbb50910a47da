// The back office's daily operations over HTTP: review moderation (publish with a public reply, reject), the inbox
// (questions, wholesale requests, page notes: reply by email, mark answered), promo codes (field rules, switching
// off, uses), delivery (tariffs, the free-delivery threshold, pickup points) — each change visible in the
// storefront at once and written to the audit log. Who may call each endpoint at all is in admin-access.test.ts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api, apiClient, type ApiClient } from '../support/api';
import { rawRequest } from '../support/raw-http';
import { adminClient, customerClient, managerClient, type StaffClient } from '../support/staff';
import { outbox, uniqueEmail } from './accounts-support';
import {
  expectRefusal,
  findProducts,
  placeOrder,
  pickupPointOrder,
  range,
  shopperWith,
  type Probe,
} from './cart-support';

/** This suite's own products (other suites take other id ranges). */
const IDS = range(100, 119);

let admin: StaffClient;
let manager: StaffClient;
let customer: StaffClient;

beforeAll(async () => {
  [admin, manager, customer] = await Promise.all([adminClient(), managerClient(), customerClient()]);
});

/** Audit entries of one entity among the newest entries. */
async function auditOf(entity: string, entityId: number | string) {
  const res = await admin.api('/api/admin/audit?page=1');
  expect(res.status).toBe(200);
  return res.json.entries.filter((e: any) => e.entity === entity && e.entity_id === String(entityId));
}

/** Sends a storefront form from an address of its own, so the per-address limits of other suites stay untouched. */
async function submit(path: string, body: unknown): Promise<any> {
  const res = await rawRequest(path, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.json;
}

describe('reviews', () => {
  const tag = randomUUID().slice(0, 8);
  let toPublish: number;
  let toReject: number;

  beforeAll(async () => {
    toPublish = (
      await submit('/api/reviews', { name: 'Вера', rating: 5, text: `Прекрасный магазин, спасибо! ${tag}-a` })
    ).id;
    toReject = (
      await submit('/api/reviews', { name: 'Спам', rating: 1, text: `Купите рекламу на нашем сайте ${tag}-b` })
    ).id;
  });

  it('lists the waiting reviews for staff (a manager too), with counts per status', async () => {
    const res = await manager.api('/api/admin/reviews?status=pending');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(
      expect.objectContaining({
        success: true,
        page: 1,
        total: expect.any(Number),
        counts: expect.objectContaining({ pending: expect.any(Number) }),
      }),
    );
    const ids = res.json.reviews.map((r: any) => r.id);
    expect(ids).toEqual(expect.arrayContaining([toPublish, toReject]));
    expect(res.json.reviews.every((r: any) => r.status === 'pending' && r.kind === 'shop')).toBe(true);
    expectRefusal(await admin.api('/api/admin/reviews?status=secret'), 400);
    expectRefusal(await admin.api('/api/admin/reviews?page=0'), 400);
  });

  it('publishing shows the review with the shop reply on /api/reviews and /feedback at once', async () => {
    const reply = `Спасибо, Вера! Ждём вас снова. ${tag}`;
    const res = await manager.api(`/api/admin/reviews/${toPublish}`, {
      method: 'PATCH',
      json: { status: 'published', reply },
    });
    expect(res.status).toBe(200);
    expect(res.json.review).toEqual(
      expect.objectContaining({ id: toPublish, status: 'published', answer: reply, published_at: expect.any(String) }),
    );

    const list = await api('/api/reviews');
    expect(list.json.reviews[0]).toEqual(expect.objectContaining({ id: toPublish, answer: reply }));
    const page = await api('/feedback');
    expect(page.text).toContain(`${tag}-a`);
    expect(page.text).toContain(reply);

    const [entry] = await auditOf('shop_review', toPublish);
    expect(entry).toEqual(
      expect.objectContaining({
        action: 'review.moderate',
        actor: manager.email,
        before: expect.objectContaining({ status: 'pending' }),
      }),
    );
    expect(entry.after).toEqual(expect.objectContaining({ status: 'published', answer: reply }));
  });

  it('a rejected review is never shown', async () => {
    const res = await admin.api(`/api/admin/reviews/${toReject}`, { method: 'PATCH', json: { status: 'rejected' } });
    expect(res.status).toBe(200);
    expect(res.json.review.status).toBe('rejected');
    const list = await api('/api/reviews');
    expect(list.json.reviews.map((r: any) => r.id)).not.toContain(toReject);
    expect((await api('/feedback')).text).not.toContain(`${tag}-b`);
    const rejected = await admin.api('/api/admin/reviews?status=rejected');
    expect(rejected.json.reviews.map((r: any) => r.id)).toContain(toReject);
    expect(await auditOf('shop_review', toReject)).toHaveLength(1);
  });

  it('refuses a bad status or kind with field errors, an unknown review with 404', async () => {
    for (const body of [{ status: 'pending' }, { status: 'maybe' }, {}]) {
      const res = await admin.api(`/api/admin/reviews/${toReject}`, { method: 'PATCH', json: body });
      expectRefusal(res, 400);
      expect(res.json.errors.status).toEqual(expect.any(String));
    }
    const kind = await admin.api(`/api/admin/reviews/${toReject}`, {
      method: 'PATCH',
      json: { status: 'published', kind: 'product' },
    });
    expectRefusal(kind, 400);
    expect(kind.json.errors.kind).toEqual(expect.any(String));
    expectRefusal(
      await admin.api('/api/admin/reviews/2147483000', { method: 'PATCH', json: { status: 'published' } }),
      404,
    );
    expectRefusal(await admin.api('/api/admin/reviews/abc', { method: 'PATCH', json: { status: 'published' } }), 404);
  });

  it('customers and guests are refused with 403', async () => {
    for (const client of [customer, apiClient()]) {
      expectRefusal(await client.api('/api/admin/reviews?status=pending'), 403);
      expectRefusal(
        await client.api(`/api/admin/reviews/${toReject}`, { method: 'PATCH', json: { status: 'published' } }),
        403,
      );
    }
    expect((await api('/api/reviews')).json.reviews.map((r: any) => r.id)).not.toContain(toReject);
  });
});

describe('inbox', () => {
  it('a question: listed newest first among the open ones, answered by email, then listed as answered', async () => {
    const email = uniqueEmail('asker');
    const { id } = await submit('/api/questions', {
      name: 'Ольга',
      email,
      text: 'Есть ли кукла Маша в подарочной упаковке?',
    });
    const open = await manager.api('/api/admin/inbox?kind=question&status=open');
    expect(open.status).toBe(200);
    expect(open.json.items[0]).toEqual(
      expect.objectContaining({ kind: 'question', id, email, name: 'Ольга', answered_at: null }),
    );
    expect(open.json.open.question).toBeGreaterThanOrEqual(1);

    const text = 'Здравствуйте! Да, упакуем бесплатно — напишите об этом в комментарии к заказу.';
    const res = await manager.api(`/api/admin/inbox/question/${id}/answer`, { method: 'POST', json: { text } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expect.objectContaining({ success: true, mailed: true }));
    expect(res.json.item).toEqual(expect.objectContaining({ id, answer: text, answered_at: expect.any(String) }));

    const [letter] = await outbox(email);
    expect(letter.subject).toContain('Ответ на ваш вопрос');
    expect(letter.text).toContain(text);
    expect(letter.text).toContain('подарочной упаковке');

    const stillOpen = await manager.api('/api/admin/inbox?kind=question&status=open');
    expect(stillOpen.json.items.map((i: any) => i.id)).not.toContain(id);
    const answered = await manager.api('/api/admin/inbox?kind=question&status=answered');
    expect(answered.json.items.map((i: any) => i.id)).toContain(id);
    const [entry] = await auditOf('shop_question', id);
    expect(entry).toEqual(expect.objectContaining({ action: 'question.answer', actor: manager.email }));
  });

  it('a wholesale request is marked answered without a letter when no text is given', async () => {
    const email = uniqueEmail('buyer');
    const { id } = await submit('/api/wholesale-request', {
      company: 'ООО «Игрушки»',
      name: 'Пётр',
      phone: '+7 (916) 000-00-00',
      email,
      city: 'Тверь',
    });
    const list = await admin.api('/api/admin/inbox?kind=wholesale');
    expect(list.json.items[0]).toEqual(
      expect.objectContaining({ id, company: 'ООО «Игрушки»', details: { Город: 'Тверь' } }),
    );
    const res = await admin.api(`/api/admin/inbox/wholesale/${id}/answer`, { method: 'POST', json: {} });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(
      expect.objectContaining({
        mailed: false,
        item: expect.objectContaining({ answered_at: expect.any(String), answer: null }),
      }),
    );
    expect(await outbox(email)).toEqual([]);
    expect((await auditOf('wholesale_request', id))[0].action).toBe('wholesale.answer');
  });

  it('a page note shows its page address; without an address to write to, a reply is refused but marking works', async () => {
    const text = `Фильтр по цене сбрасывается ${randomUUID()}`;
    await submit('/api/improve', { url_current: '/category/kukly?price_max=3000', text });
    const list = await manager.api('/api/admin/inbox?kind=improve&status=open');
    const note = list.json.items.find((i: any) => i.text === text);
    expect(note).toEqual(
      expect.objectContaining({ kind: 'improve', url: '/category/kukly?price_max=3000', email: null }),
    );
    const reply = await manager.api(`/api/admin/inbox/improve/${note.id}/answer`, {
      method: 'POST',
      json: { text: 'Спасибо!' },
    });
    expectRefusal(reply, 400);
    expect(reply.json.errors.text).toEqual(expect.any(String));
    expect((await manager.api(`/api/admin/inbox/improve/${note.id}/answer`, { method: 'POST', json: {} })).status).toBe(
      200,
    );
  });

  it('refuses an unknown kind or message and bad filters', async () => {
    expectRefusal(await admin.api('/api/admin/inbox/spam/1/answer', { method: 'POST', json: {} }), 404);
    expectRefusal(await admin.api('/api/admin/inbox/question/2147483000/answer', { method: 'POST', json: {} }), 404);
    expectRefusal(await admin.api('/api/admin/inbox?kind=spam'), 400);
    expectRefusal(await admin.api('/api/admin/inbox?status=closed'), 400);
    expectRefusal(await customer.api('/api/admin/inbox'), 403);
  });
});

describe('promo codes', () => {
  const code = `TEST-${randomUUID().slice(0, 8).toUpperCase()}`;
  let product: Probe;

  beforeAll(async () => {
    [product] = await findProducts(IDS, (p) => p.stock >= 4 && p.price >= 500, 1);
    expect(product).toBeDefined();
  });

  const create = (body: Record<string, unknown>) => admin.api('/api/admin/promo-codes', { method: 'POST', json: body });

  it('creates a code (stored upper-case) and refuses a duplicate with 409', async () => {
    const res = await create({
      code: code.toLowerCase(),
      kind: 'percent',
      value: 15,
      min_total: 500,
      ends_at: '2099-12-31',
    });
    expect(res.status).toBe(201);
    expect(res.json.promo_code).toEqual(
      expect.objectContaining({
        code,
        kind: 'percent',
        value: 15,
        min_total: 500,
        used: 0,
        active: true,
        state: 'active',
        usage_limit: null,
      }),
    );
    expect(res.json.promo_code.ends_at).toBe('2099-12-31T20:59:59.999Z');
    const again = await create({ code, kind: 'fixed', value: 100 });
    expectRefusal(again, 409);
    expect(again.json.errors.code).toEqual(expect.any(String));
    expect((await auditOf('promo_code', code))[0]).toEqual(
      expect.objectContaining({ action: 'promo.create', actor: admin.email }),
    );
  });

  it.each([
    ['code', { code: 'AB', kind: 'percent', value: 10 }],
    ['code', { code: 'СКИДКА10', kind: 'percent', value: 10 }],
    ['code', { code: 'A'.repeat(33), kind: 'percent', value: 10 }],
    ['kind', { code: 'RULE-KIND', kind: 'gift', value: 10 }],
    ['value', { code: 'RULE-PCT', kind: 'percent', value: 96 }],
    ['value', { code: 'RULE-PCT0', kind: 'percent', value: 0 }],
    ['value', { code: 'RULE-FIX', kind: 'fixed', value: 0 }],
    ['value', { code: 'RULE-FRAC', kind: 'fixed', value: 10.5 }],
    ['min_total', { code: 'RULE-MIN', kind: 'fixed', value: 100, min_total: -1 }],
    ['starts_at', { code: 'RULE-DATE', kind: 'fixed', value: 100, starts_at: 'завтра' }],
    ['ends_at', { code: 'RULE-ORDER', kind: 'fixed', value: 100, starts_at: '2030-02-01', ends_at: '2030-01-31' }],
    ['usage_limit', { code: 'RULE-LIMIT', kind: 'fixed', value: 100, usage_limit: 0 }],
    ['active', { code: 'RULE-ACTIVE', kind: 'fixed', value: 100, active: 'yes' }],
  ])('refuses a bad %s with a field error', async (field, body) => {
    const res = await create(body);
    expectRefusal(res, 400);
    expect(res.json.errors[field]).toEqual(expect.any(String));
  });

  it('applies in the cart, counts its uses, keeps the limit above them, and stops applying when switched off', async () => {
    const shopper = await shopperWith([{ pid: product.pid, count: 2 }]);
    const applied = await shopper.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: code } });
    expect(applied.status).toBe(200);
    expect(applied.json.discount).toBe(Math.round((product.price * 2 * 15) / 100));
    for (let i = 0; i < 2; i++) {
      const buyer = await shopperWith([{ pid: product.pid, count: 1 }]);
      expect((await buyer.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: code } })).status).toBe(
        200,
      );
      // Paid on receipt: the use is counted at once (an online order counts it once paid).
      const order = await placeOrder(buyer, pickupPointOrder({ payment_id: 3 }));
      expect(order.status).toBe(200);
    }
    const listed = (await admin.api('/api/admin/promo-codes')).json.promo_codes.find((p: any) => p.code === code);
    expect(listed).toEqual(expect.objectContaining({ used: 2, state: 'active' }));

    const under = await admin.api(`/api/admin/promo-codes/${code}`, { method: 'PATCH', json: { usage_limit: 1 } });
    expectRefusal(under, 400);
    expect(under.json.errors.usage_limit).toContain('2');
    const kindOnly = await admin.api(`/api/admin/promo-codes/${code}`, {
      method: 'PATCH',
      json: { kind: 'percent', value: 99 },
    });
    expectRefusal(kindOnly, 400);
    expect(kindOnly.json.errors.value).toEqual(expect.any(String));

    const edited = await admin.api(`/api/admin/promo-codes/${code.toLowerCase()}`, {
      method: 'PATCH',
      json: { value: 20, usage_limit: 2 },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.promo_code).toEqual(
      expect.objectContaining({ value: 20, usage_limit: 2, used: 2, state: 'exhausted' }),
    );
    const raised = await admin.api(`/api/admin/promo-codes/${code}`, { method: 'PATCH', json: { usage_limit: 10 } });
    expect(raised.json.promo_code.state).toBe('active');

    const off = await admin.api(`/api/admin/promo-codes/${code}`, { method: 'PATCH', json: { active: false } });
    expect(off.status).toBe(200);
    expect(off.json.promo_code).toEqual(expect.objectContaining({ active: false, state: 'off' }));
    const refused = await apiClient().api('/api/cart/promo-code', { method: 'POST', json: { promo_code: code } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const fresh = await shopperWith([{ pid: product.pid, count: 2 }]);
    const stopped = await fresh.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: code } });
    expectRefusal(stopped, 409);
    expect(stopped.json.errors.promo_code).toContain('не действует');
    // The cart that had it applied no longer gets the discount.
    expect((await shopper.api('/api/cart/products')).json.discount).toBe(0);

    const entries = await auditOf('promo_code', code);
    expect(entries.map((e: any) => e.action)).toEqual(['promo.update', 'promo.update', 'promo.update', 'promo.create']);
    expect(entries[0].before.active).toBe(true);
    expect(entries[0].after.active).toBe(false);
  });

  it('an unknown code is a 404; a manager, a customer and a guest are refused', async () => {
    expectRefusal(
      await admin.api('/api/admin/promo-codes/NO-SUCH-CODE', { method: 'PATCH', json: { active: false } }),
      404,
    );
    for (const client of [manager, customer, apiClient()]) {
      expectRefusal(await client.api('/api/admin/promo-codes'), 403);
      expectRefusal(
        await client.api('/api/admin/promo-codes', {
          method: 'POST',
          json: { code: 'HACK-IT', kind: 'percent', value: 90 },
        }),
        403,
      );
      expectRefusal(
        await client.api(`/api/admin/promo-codes/${code}`, { method: 'PATCH', json: { active: true } }),
        403,
      );
    }
  });
});

describe('delivery', () => {
  let settings: any;
  const tariffOf = (method: string, service: string, zone: number) =>
    settings.tariffs.find(
      (t: any) =>
        t.method_id === settings.methods.find((m: any) => m.code === method).id &&
        t.service === service &&
        t.zone_id === zone,
    );

  beforeAll(async () => {
    const res = await admin.api('/api/admin/delivery');
    expect(res.status).toBe(200);
    settings = res.json;
  });

  it('lists tariffs, zones, services, methods and the threshold', () => {
    expect(settings.tariffs).toHaveLength(20);
    expect(settings.zones).toHaveLength(5);
    expect(settings.services.map((s: any) => s.code)).toEqual(['cdek', 'boxberry', 'russian_post']);
    expect(settings.methods.map((m: any) => m.code)).toEqual(['courier', 'pvz', 'post']);
    expect(settings.free_delivery_from).toBe(3000);
    expect(tariffOf('post', 'Почта России', 5)).toEqual(
      expect.objectContaining({ price: 650, min_days: 7, max_days: 10 }),
    );
  });

  it('a tariff change prices the checkout and the «Доставка и оплата» page at once', async () => {
    const far = tariffOf('post', 'Почта России', 5);
    const near = tariffOf('post', 'Почта России', 1);
    const quote = async () =>
      (
        await apiClient().api('/api/cart/shipping-submit', {
          method: 'POST',
          json: { shipping_id: 3, index: '690001' },
        })
      ).json.currier_service[0];
    try {
      const res = await admin.api(`/api/admin/delivery/tariffs/${far.id}`, {
        method: 'PATCH',
        json: { price: 777, max_days: 12 },
      });
      expect(res.status).toBe(200);
      expect(res.json.tariff).toEqual(expect.objectContaining({ id: far.id, price: 777, min_days: 7, max_days: 12 }));
      expect(await quote()).toEqual(expect.objectContaining({ cost: 777, max_days: 12 }));

      expect(
        (await admin.api(`/api/admin/delivery/tariffs/${near.id}`, { method: 'PATCH', json: { price: 311 } })).status,
      ).toBe(200);
      const list = await api('/api/cart/shipping-list');
      expect(list.json.shipping.find((s: any) => s.code === 'post').price_from).toBe(311);
      // A query of its own keeps this request out of the in-process response cache (invalidated by the cache
      // layer), so it shows what Next renders after the revalidation.
      const page = await api(`/delivery?fresh=${randomUUID()}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('311\u00a0₽');

      const entry = (await auditOf('delivery_tariff', far.id))[0];
      expect(entry).toEqual(
        expect.objectContaining({ action: 'delivery.tariff', before: expect.objectContaining({ price: 650 }) }),
      );
      expect(entry.after).toEqual(expect.objectContaining({ price: 777, max_days: 12 }));
    } finally {
      await admin.api(`/api/admin/delivery/tariffs/${far.id}`, { method: 'PATCH', json: { price: 650, max_days: 10 } });
      await admin.api(`/api/admin/delivery/tariffs/${near.id}`, { method: 'PATCH', json: { price: 299 } });
    }
    expect(await quote()).toEqual(expect.objectContaining({ cost: 650 }));
  });

  it('refuses bad tariff values with field errors', async () => {
    const id = tariffOf('courier', 'СДЭК', 1).id;
    for (const [body, field] of [
      [{ price: -1 }, 'price'],
      [{ price: '390' }, 'price'],
      [{ min_days: 1.5 }, 'min_days'],
      [{ min_days: 9, max_days: 3 }, 'max_days'],
    ] as const) {
      const res = await admin.api(`/api/admin/delivery/tariffs/${id}`, { method: 'PATCH', json: body });
      expectRefusal(res, 400);
      expect(res.json.errors[field]).toEqual(expect.any(String));
    }
    expectRefusal(
      await admin.api('/api/admin/delivery/tariffs/2147483000', { method: 'PATCH', json: { price: 1 } }),
      404,
    );
  });

  it('the free-delivery threshold applies to the cart and the checkout at once; null switches it off', async () => {
    const rich = await shopperWith([
      { pid: (await findProducts(IDS, (p) => p.stock >= 1 && p.price >= 200, 1))[0].pid, count: 1 },
    ]);
    const goods = (await rich.api('/api/cart/products')).json.products_cost;
    const cost = async () =>
      (await rich.api('/api/cart/shipping-submit', { method: 'POST', json: { shipping_id: 1, index: '125009' } })).json
        .shipping_cost;
    try {
      const low = await admin.api('/api/admin/delivery/free-threshold', { method: 'PUT', json: { amount: goods } });
      expect(low.status).toBe(200);
      expect(low.json.free_delivery_from).toBe(goods);
      expect((await api('/api/cart/shipping-list')).json.free_delivery_from).toBe(goods);
      expect((await rich.api('/api/cart/products')).json.free_delivery_from).toBe(goods);
      expect(await cost()).toBe(0);
      expect((await api(`/delivery?fresh=${randomUUID()}`)).text).toContain(`Бесплатная доставка от`);

      const never = await admin.api('/api/admin/delivery/free-threshold', { method: 'PUT', json: { amount: null } });
      expect(never.status).toBe(200);
      expect((await api('/api/cart/shipping-list')).json.free_delivery_from).toBeNull();
      expect(await cost()).toBe(390);
      expect((await api(`/delivery?fresh=${randomUUID()}`)).text).not.toContain('Бесплатная доставка от');

      for (const amount of [0, -5, 'много', 1.5]) {
        const res = await admin.api('/api/admin/delivery/free-threshold', { method: 'PUT', json: { amount } });
        expectRefusal(res, 400);
        expect(res.json.errors.amount).toEqual(expect.any(String));
      }
      const [entry] = await auditOf('shop_setting', 'free_delivery_from');
      expect(entry).toEqual(
        expect.objectContaining({ action: 'delivery.threshold', before: { amount: goods }, after: { amount: null } }),
      );
    } finally {
      await admin.api('/api/admin/delivery/free-threshold', { method: 'PUT', json: { amount: 3000 } });
    }
    expect((await api('/api/cart/shipping-list')).json.free_delivery_from).toBe(3000);
  });

  it('pickup points: add one, edit it, hide it — the checkout list follows', async () => {
    const city = `Тестоград-${randomUUID().slice(0, 6)}`;
    const created = await admin.api('/api/admin/pickup-points', {
      method: 'POST',
      json: {
        service_id: 1,
        city,
        address: 'ул. Проверочная, д. 1',
        postcode: '125009',
        lat: 55.7,
        lng: 37.6,
        hours: 'Пн–Вс 10:00–20:00',
      },
    });
    expect(created.status).toBe(201);
    const point = created.json.pickup_point;
    expect(point).toEqual(
      expect.objectContaining({ id: expect.stringMatching(/^CDEK-/), service: 'СДЭК', city, is_active: true }),
    );
    const pickupPoints = async () => (await api(`/api/cart/pvz-list?city=${encodeURIComponent(city)}`)).json;
    expect((await pickupPoints()).pvz.map((p: any) => p.id)).toEqual([point.id]);

    const edited = await admin.api(`/api/admin/pickup-points/${point.id}`, {
      method: 'PATCH',
      json: { address: 'ул. Проверочная, д. 2' },
    });
    expect(edited.json.pickup_point.address).toBe('ул. Проверочная, д. 2');
    expect((await pickupPoints()).pvz[0].address).toBe('ул. Проверочная, д. 2');

    const hidden = await admin.api(`/api/admin/pickup-points/${point.id}`, {
      method: 'PATCH',
      json: { is_active: false },
    });
    expect(hidden.json.pickup_point.is_active).toBe(false);
    const after = await pickupPoints();
    expect(after.pvz).toEqual([]);
    expect(after.cities).not.toContain(city);
    // Still listed for staff, so it can be shown again.
    const listed = await admin.api(`/api/admin/pickup-points?q=${encodeURIComponent(city)}`);
    expect(listed.json.pickup_points).toEqual([expect.objectContaining({ id: point.id, is_active: false })]);

    const actions = (await auditOf('pickup_point', point.id)).map((e: any) => e.action);
    expect(actions).toEqual(['delivery.pickup_point', 'delivery.pickup_point', 'delivery.pickup_point_add']);
  });

  it('refuses bad pickup points with field errors', async () => {
    const base = {
      service_id: 1,
      city: 'Тверь',
      address: 'ул. Советская, д. 1',
      postcode: '170100',
      lat: 56.8,
      lng: 35.9,
      hours: 'Пн–Пт',
    };
    for (const [over, field] of [
      [{ postcode: '1701' }, 'postcode'],
      [{ city: '  ' }, 'city'],
      [{ lat: 95 }, 'lat'],
      [{ service_id: 3 }, 'service_id'],
    ] as const) {
      const res = await admin.api('/api/admin/pickup-points', { method: 'POST', json: { ...base, ...over } });
      expectRefusal(res, 400);
      expect(res.json.errors[field]).toEqual(expect.any(String));
    }
  });

  it('is for administrators only', async () => {
    for (const client of [manager, customer, apiClient()] as ApiClient[]) {
      expectRefusal(await client.api('/api/admin/delivery'), 403);
      expectRefusal(
        await client.api('/api/admin/delivery/free-threshold', { method: 'PUT', json: { amount: 1 } }),
        403,
      );
      expectRefusal(
        await client.api(`/api/admin/delivery/tariffs/${settings.tariffs[0].id}`, {
          method: 'PATCH',
          json: { price: 1 },
        }),
        403,
      );
      expectRefusal(await client.api('/api/admin/pickup-points'), 403);
    }
    expect((await api('/api/cart/shipping-list')).json.free_delivery_from).toBe(3000);
  });
});

describe('pages', () => {
  it.each([
    ['/admin/reviews', 'Отзывы'],
    ['/admin/reviews?status=all', 'Отзывы'],
    ['/admin/inbox?kind=improve&status=all', 'Обращения'],
    ['/admin/promo-codes', 'Промокоды'],
    ['/admin/delivery?q=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0', 'Доставка'],
  ])('%s renders for an administrator', async (path, title) => {
    const res = await admin.api(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(title);
    expect(res.text).not.toContain('Внутренняя ошибка');
  });

  it('a manager sees reviews and the inbox, not promo codes or delivery', async () => {
    expect((await manager.api('/admin/reviews?status=published')).text).toContain('Ответ магазина');
    for (const path of ['/admin/promo-codes', '/admin/delivery']) {
      const page = await manager.api(path);
      expect(page.text).not.toContain('Новый промокод');
      expect(page.text).not.toContain('Бесплатная доставка от, ₽');
    }
  });
});
