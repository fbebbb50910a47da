// Feedback over HTTP: published shop reviews (paged), new reviews for moderation, questions, wholesale
// requests; stored, mailed to the shop, refused with 4xx JSON for bad input (docs/PRODUCT.md#feedback).
import { describe, expect, it } from '@jest/globals';
import { api } from '../support/api';
import { expectFailure, outbox, registeredShopper, uniqueEmail } from './accounts-support';

const SHOP_MAILBOX = 'hello@kuklenok.example';

describe('GET /api/reviews', () => {
  it('pages the published reviews, newest first, with the total and the average', async () => {
    const first = await api('/api/reviews');
    expect(first.status).toBe(200);
    expect(first.json).toEqual(
      expect.objectContaining({
        success: true,
        page: 1,
        total: expect.any(Number),
        pages: expect.any(Number),
        rating: expect.any(Number),
      }),
    );
    // The demo shop has more than one page of published reviews.
    expect(first.json.total).toBeGreaterThan(10);
    expect(first.json.reviews).toHaveLength(10);
    expect(first.json.pages).toBe(Math.ceil(first.json.total / 10));
    const dates = first.json.reviews.map((r: { date: string }) => Date.parse(r.date));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
    for (const review of first.json.reviews) {
      expect(review).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        rating: expect.any(Number),
        text: expect.any(String),
        answer: review.answer === null ? null : expect.any(String),
        date: expect.any(String),
      });
      expect(review).not.toHaveProperty('email');
    }

    const second = await api('/api/reviews?page=2');
    expect(second.json.page).toBe(2);
    const ids = new Set(first.json.reviews.map((r: { id: number }) => r.id));
    expect(second.json.reviews.every((r: { id: number }) => !ids.has(r.id))).toBe(true);
    expect((await api('/api/reviews?page=999')).json.reviews).toEqual([]);
  });

  it('answers 400 JSON for a page that is not a number', async () => {
    for (const page of ['abc', '0', '-1', '1.5', '9'.repeat(40)]) {
      expectFailure(await api(`/api/reviews?page=${page}`), 400);
    }
  });

  it('/feedback renders the reviews and the forms; a page past the end is a 404', async () => {
    const page = await api('/feedback');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="review-list"');
    expect(page.text).toContain('data-testid="review-form"');
    expect((await api('/feedback?page=2')).status).toBe(200);
    expect((await api('/feedback?page=500')).status).toBe(404);
    expect((await api('/feedback?page=abc')).status).toBe(404);
  });
});

describe('POST /api/reviews', () => {
  it('stores a review for moderation: it is not published straight away', async () => {
    const text = `Отличный магазин, всё пришло вовремя! Проверка ${Date.now()}`;
    const res = await api('/api/reviews', {
      method: 'POST',
      json: { name: 'Вера', email: uniqueEmail('review'), rating: 5, text },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, id: expect.any(Number) });
    const all = await api('/api/reviews?page=1');
    expect(JSON.stringify(all.json)).not.toContain(text);
  });

  it('takes a review from a signed-in customer too', async () => {
    const user = await registeredShopper('reviewer');
    const res = await user.api('/api/reviews', {
      method: 'POST',
      json: { name: 'Покупатель', rating: '4', text: 'Хороший выбор кукол и быстрая доставка.' },
    });
    expect(res.status).toBe(200);
  });

  it('answers 4xx JSON for bad input', async () => {
    const ok = { name: 'Вера', rating: 5, text: 'Всё понравилось, спасибо большое!' };
    for (const body of [
      { ...ok, rating: 6 },
      { ...ok, rating: 'пять' },
      { ...ok, text: 'коротко' },
      { ...ok, name: '   ' },
      { ...ok, email: 'не-почта' },
      { ...ok, text: 'я'.repeat(3001) },
    ]) {
      const res = await api('/api/reviews', { method: 'POST', json: body });
      expectFailure(res, 400);
      expect(res.json.errors).toBeDefined();
    }
  });
});

describe('POST /api/questions', () => {
  it('stores the question and notifies the shop by email', async () => {
    const email = uniqueEmail('question');
    const res = await api('/api/questions', {
      method: 'POST',
      json: { name: 'Олег', email, phone: '+7 916 000 11 22', text: `Когда будут куклы Барби в наличии? ${email}` },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, id: expect.any(Number) });
    const notice = (await outbox(SHOP_MAILBOX)).find((m) => m.text.includes(email));
    expect(notice?.subject).toMatch(/Вопрос с сайта/);
    expect(notice?.text).toContain('+7 (916) 000-11-22');
  });

  it('answers 4xx JSON for bad input', async () => {
    expectFailure(
      await api('/api/questions', { method: 'POST', json: { name: 'Олег', text: 'Есть ли доставка в Омск?' } }),
      400,
    );
    expectFailure(
      await api('/api/questions', {
        method: 'POST',
        json: { name: 'Олег', email: 'oleg@example.com', phone: '12', text: 'Есть ли доставка в Омск?' },
      }),
      400,
    );
    expectFailure(
      await api('/api/questions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'not json',
      }),
      400,
    );
  });
});

describe('POST /api/wholesale-request', () => {
  it('stores the request and notifies the shop', async () => {
    const email = uniqueEmail('opt');
    const res = await api('/api/wholesale-request', {
      method: 'POST',
      json: {
        company: 'ООО «Игрушки Поволжья»',
        inn: '1655000000',
        name: 'Светлана',
        phone: '89270001122',
        email,
        city: 'Казань',
        comment: 'Интересуют куклы и мягкие игрушки, партия от 100 000 ₽.',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, id: expect.any(Number) });
    const notice = (await outbox(SHOP_MAILBOX)).find((m) => m.text.includes(email));
    expect(notice?.subject).toMatch(/Оптовая заявка/);
  });

  it('answers 4xx JSON for bad input', async () => {
    const ok = { company: 'ИП Петров', name: 'Пётр', phone: '+7 (927) 000-11-22', email: 'petrov@example.com' };
    for (const body of [
      { ...ok, inn: '123' },
      { ...ok, phone: '' },
      { ...ok, company: '' },
      { ...ok, email: 'x' },
    ]) {
      expectFailure(await api('/api/wholesale-request', { method: 'POST', json: body }), 400);
    }
  });

  it('refuses a foreign Origin', async () => {
    const res = await api('/api/wholesale-request', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: {},
    });
    expectFailure(res, 403);
  });
});
