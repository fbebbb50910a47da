// The back office's catalogue over HTTP: products (field rules, slugs and articles unique, hidden products gone
// from the storefront, a change visible at once, findable by name, brand, article and wrong layout), categories,
// bulk actions, roles. The CSV import/export, photos and the YML feed are in admin-catalog-import.test.ts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { formatPrice } from '@/lib/format/price';
import { ruToEnLayout } from '@/lib/search/keyboard-layout';
import { api } from '../support/api';
import { adminClient, customerClient, managerClient, type StaffClient } from '../support/staff';
import { placeOrder, pickupPointOrder, shopperWith } from './cart-support';

let admin: StaffClient;
let manager: StaffClient;
let customer: StaffClient;
let categoryId: number;
const tag = randomUUID().slice(0, 6);

/**
 * Made-up Russian words no demo product has, so searches find only this suite's goods; no two alike, or the typo
 * correction would read one as another.
 */
const WORDS = ['Зефирка', 'Трулялина', 'Пампуша', 'Мармеладка', 'Чудесинка', 'Карамелия', 'Бубльгум'];
const word = (i: number) => `${WORDS[i]}${'абвгдежзик'[Number.parseInt(tag[i % 6], 16) % 10]}`;

beforeAll(async () => {
  [admin, manager, customer] = await Promise.all([adminClient(), managerClient(), customerClient()]);
  const created = await admin.api('/api/admin/categories', {
    method: 'POST',
    json: { name: `Тестовые куклы ${tag}` },
  });
  expect(created.status).toBe(201);
  categoryId = created.json.category.id;
});

const create = (client: StaffClient, body: Record<string, unknown>) =>
  client.api('/api/admin/products', {
    method: 'POST',
    json: { price: 990, stock: 5, category_id: categoryId, ...body },
  });
const patch = (id: number, body: Record<string, unknown>) =>
  admin.api(`/api/admin/products/${id}`, { method: 'PATCH', json: body });
const storefrontProduct = (alias: string) => api('/api/product', { method: 'POST', json: { alias } });
const page = (slug: string) => api(`/product/${slug}`, { headers: { accept: 'text/html' } });
const hints = (query: string) => api(`/api/search/hints-and-products?query=${encodeURIComponent(query)}`);
const hintIds = async (query: string) => ((await hints(query)).json.products as { id: number }[]).map((p) => p.id);

describe('products', () => {
  it('creates a product with a slug made from the name and an article from the id, audited', async () => {
    const res = await create(manager, { name: `Кукла ${word(0)} в платье` });
    expect(res.status).toBe(201);
    const product = res.json.product;
    expect(product.slug).toMatch(/^kukla-zefirka[a-z]+-v-plate$/);
    expect(product.alias).toBe(`/${product.slug}.html`);
    expect(product.article).toBe(`KS-${String(product.id).padStart(6, '0')}`);
    expect(product).toEqual(
      expect.objectContaining({ price: 990, stock: 5, hidden: false, category_ids: [categoryId], images: [] }),
    );
    const audit = await admin.api('/api/admin/audit?page=1');
    expect(
      audit.json.entries.some((e: any) => e.action === 'product.create' && e.entity_id === String(product.id)),
    ).toBe(true);
    const listed = await admin.api(`/api/admin/products?q=${encodeURIComponent(word(0))}`);
    expect(listed.json.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
  });

  it.each([
    ['name', { name: '  ' }],
    ['price', { price: 0 }],
    ['price', { price: 10.5 }],
    ['stock', { stock: -1 }],
    ['old_price', { old_price: 500 }],
    ['category_id', { category_id: 2_000_000_000 }],
    ['slug', { slug: 'Кукла Маша' }],
    ['article', { article: 'AB 12' }],
    ['age_from', { age_from: 40 }],
    ['specs.0.name', { specs: [{ name: '', value: 'пластик' }] }],
    ['is_new', { is_new: 'да' }],
  ])('refuses a bad %s with 400 and the field named', async (field, body) => {
    const res = await create(admin, { name: `Кукла ${tag} с ошибкой`, ...body });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.errors?.[field]).toEqual(expect.any(String));
  });

  it('answers 409 for a slug or an article another product has, and numbers generated slugs', async () => {
    const first = await create(admin, { name: `Пупс ${word(1)}`, article: `T-${tag}-1`, slug: `pups-${tag}` });
    expect(first.status).toBe(201);
    const sameSlug = await create(admin, { name: 'Другой пупс', slug: `pups-${tag}` });
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.json.errors.slug).toEqual(expect.any(String));
    const sameArticle = await create(admin, { name: 'Третий пупс', article: `T-${tag}-1` });
    expect(sameArticle.status).toBe(409);
    expect(sameArticle.json.errors.article).toEqual(expect.any(String));

    const a = await create(admin, { name: `Набор ${word(2)}` });
    const b = await create(admin, { name: `Набор ${word(2)}` });
    expect(b.json.product.slug).toBe(`${a.json.product.slug}-2`);
    const taken = await patch(b.json.product.id, { slug: a.json.product.slug });
    expect(taken.status).toBe(409);
  });

  it('keeps the old price above the price on every change', async () => {
    const { json } = await create(admin, { name: `Кукла ${tag} со скидкой`, price: 1000, old_price: 1500 });
    expect((await patch(json.product.id, { price: 1600 })).status).toBe(400);
    const ok = await patch(json.product.id, { price: 1600, old_price: null });
    expect(ok.status).toBe(200);
    expect(ok.json.product).toEqual(expect.objectContaining({ price: 1600, old_price: null }));
  });

  it('shows a new price on the storefront at once: product page and the product API', async () => {
    const { json } = await create(admin, { name: `Кукла ${word(3)}`, price: 1200 });
    const product = json.product;
    expect((await page(product.slug)).text).toContain(formatPrice(1200));
    expect((await storefrontProduct(product.alias)).json.product.price).toBe(1200);

    expect((await patch(product.id, { price: 1990 })).status).toBe(200);
    expect((await page(product.slug)).text).toContain(formatPrice(1990));
    expect((await storefrontProduct(product.alias)).json.product.price).toBe(1990);
  });

  it('is findable by name, brand, article and in the wrong keyboard layout', async () => {
    const brand = word(6);
    const { json } = await create(admin, { name: `Кукла ${word(4)}`, brand, article: `ART-${tag}-77` });
    const id = json.product.id;
    expect(await hintIds(word(4))).toContain(id);
    expect(await hintIds(brand)).toContain(id);
    expect(await hintIds(`ART-${tag}-77`)).toContain(id);
    expect(await hintIds(ruToEnLayout(word(4).toLowerCase()))).toContain(id);

    // A renamed product is found by its new name, no longer by the old one.
    expect((await patch(id, { name: `Кукла ${word(5)}` })).status).toBe(200);
    expect(await hintIds(word(5))).toContain(id);
    expect(await hintIds(word(4))).not.toContain(id);
  });

  it('hides a product from the storefront (404, out of search) and shows it again', async () => {
    const { json } = await create(admin, { name: `Кукла ${word(0)} скрытая` });
    const product = json.product;
    expect((await patch(product.id, { hidden: true })).json.product.hidden).toBe(true);
    expect((await page(product.slug)).status).toBe(404);
    expect((await storefrontProduct(product.alias)).status).toBe(404);
    expect(await hintIds(`${word(0)} скрытая`)).not.toContain(product.id);

    expect((await patch(product.id, { hidden: false })).status).toBe(200);
    expect((await page(product.slug)).status).toBe(200);
    expect(await hintIds(`${word(0)} скрытая`)).toContain(product.id);
  });

  it('takes a sold-out product out of the in-stock lists at once, and puts it back', async () => {
    // «Новинки» lists the newest goods in stock first: this one, until it sells out.
    const { json } = await create(admin, { name: `Кукла ${word(1)} новинка`, is_new: true, stock: 1 });
    const id = json.product.id;
    const inNew = async () => ((await api('/api/new')).json.products as { id: number }[]).some((p) => p.id === id);
    expect(await inNew()).toBe(true);
    const shopper = await shopperWith([{ pid: id, count: 1 }]);
    expect((await placeOrder(shopper, pickupPointOrder())).status).toBe(200);
    expect(await inNew()).toBe(false);

    expect((await patch(id, { stock: 3 })).status).toBe(200);
    expect(await inNew()).toBe(true);
    // A product with orders is never deleted, only hidden.
    const removed = await admin.api(`/api/admin/products/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(409);
    await patch(id, { hidden: true });
  });

  it('deletes a product without orders', async () => {
    const { json } = await create(admin, { name: `Кукла ${tag} по ошибке` });
    expect((await admin.api(`/api/admin/products/${json.product.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await admin.api(`/api/admin/products/${json.product.id}`)).status).toBe(404);
  });

  it('lists with filters: category, hidden, no photo, stock', async () => {
    const hidden = await create(admin, { name: `Кукла ${tag} фильтр`, hidden: true, stock: 0 });
    const list = (query: string) =>
      admin
        .api(`/api/admin/products?category=${categoryId}&${query}`)
        .then((r) => (r.json.products as { id: number }[]).map((p) => p.id));
    expect(await list('hidden=1')).toContain(hidden.json.product.id);
    expect(await list('hidden=0')).not.toContain(hidden.json.product.id);
    expect(await list('stock=out_of_stock')).toContain(hidden.json.product.id);
    expect(await list('stock=in_stock')).not.toContain(hidden.json.product.id);
    expect(await list('no_photo=1')).toContain(hidden.json.product.id);
    expect((await admin.api('/api/admin/products?stock=plenty')).status).toBe(400);
  });
});

describe('bulk actions', () => {
  it('changes prices by a percentage, hides, shows and moves many products at once', async () => {
    const made = await Promise.all([
      create(admin, { name: `Мяч ${tag} 1`, price: 1000, old_price: 1050 }),
      create(admin, { name: `Мяч ${tag} 2`, price: 2000 }),
    ]);
    const ids = made.map((r) => r.json.product.id);
    const bulk = (body: Record<string, unknown>) =>
      admin.api('/api/admin/products/bulk', { method: 'POST', json: { ids, ...body } });

    expect((await bulk({ action: 'price_percent', percent: 10 })).json.changed).toBe(2);
    const [first, second] = await Promise.all(ids.map((id) => admin.api(`/api/admin/products/${id}`)));
    // 1 100 ₽ is above the old 1 050 ₽: that false discount is dropped.
    expect(first.json.product).toEqual(expect.objectContaining({ price: 1100, old_price: null }));
    expect(second.json.product.price).toBe(2200);

    expect((await bulk({ action: 'hide' })).status).toBe(200);
    expect((await storefrontProduct(first.json.product.alias)).status).toBe(404);
    expect((await bulk({ action: 'show' })).status).toBe(200);

    const other = await admin.api('/api/admin/categories', { method: 'POST', json: { name: `Мячи ${tag}` } });
    expect((await bulk({ action: 'move', category_id: other.json.category.id })).status).toBe(200);
    const moved = await admin.api(`/api/admin/products/${ids[0]}`);
    expect(moved.json.product.category_ids).toEqual([other.json.category.id]);

    expect((await bulk({ action: 'explode' })).status).toBe(400);
    expect((await bulk({ action: 'price_percent', percent: -95 })).status).toBe(400);
  });
});

describe('categories', () => {
  it('creates, renames and refuses to delete a category with products or subcategories', async () => {
    const parent = await admin.api('/api/admin/categories', { method: 'POST', json: { name: `Игрушки ${tag}` } });
    expect(parent.status).toBe(201);
    expect(parent.json.category.slug).toMatch(/^igrushki-/);
    const taken = await admin.api('/api/admin/categories', {
      method: 'POST',
      json: { name: 'Ещё', slug: parent.json.category.slug },
    });
    expect(taken.status).toBe(409);
    const child = await admin.api('/api/admin/categories', {
      method: 'POST',
      json: { name: `Пазлы ${tag}`, parent_id: parent.json.category.id },
    });
    expect(child.status).toBe(201);
    // A category cannot sit inside its own subcategory.
    const cycle = await admin.api(`/api/admin/categories/${parent.json.category.id}`, {
      method: 'PATCH',
      json: { parent_id: child.json.category.id },
    });
    expect(cycle.status).toBe(400);
    expect((await admin.api(`/api/admin/categories/${parent.json.category.id}`, { method: 'DELETE' })).status).toBe(
      409,
    );

    await create(admin, { name: `Пазл ${tag}`, category_id: child.json.category.id });
    const busy = await admin.api(`/api/admin/categories/${child.json.category.id}`, { method: 'DELETE' });
    expect(busy.status).toBe(409);
    expect(busy.json.error).toMatch(/товары/);

    const list = await admin.api('/api/admin/categories');
    const ids = (list.json.categories as { id: number }[]).map((c) => c.id);
    // Tree order: the child right after its parent.
    expect(ids.indexOf(child.json.category.id)).toBe(ids.indexOf(parent.json.category.id) + 1);
    const empty = await admin.api('/api/admin/categories', { method: 'POST', json: { name: `Пустая ${tag}` } });
    expect((await admin.api(`/api/admin/categories/${empty.json.category.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('who may', () => {
  it('lets staff in and refuses customers and strangers', async () => {
    expect((await manager.api('/api/admin/products')).status).toBe(200);
    expect((await customer.api('/api/admin/products')).status).toBe(403);
    expect((await api('/api/admin/products')).status).toBe(403);
    expect((await customer.api('/api/admin/categories', { method: 'POST', json: { name: 'x' } })).status).toBe(403);
    expect((await api('/api/admin/products/1', { method: 'PATCH', json: { price: 1 } })).status).toBe(403);
  });
});
