// The catalogue coming in from a spreadsheet and going out: the products CSV import (both encodings, both
// delimiters, errors that write nothing, dry run, 10 000 lines), the export that imports back unchanged, photos
// by article and uploaded pictures served in every size, and the Yandex Market YML feed.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { ruToEnLayout } from '@/lib/search/keyboard-layout';
import { api, baseUrl } from '../support/api';
import { adminClient, customerClient, type StaffClient } from '../support/staff';

let admin: StaffClient;
let customer: StaffClient;
const tag = randomUUID().slice(0, 6);
const category = `Импорт ${tag}`;

beforeAll(async () => {
  [admin, customer] = await Promise.all([adminClient(), customerClient()]);
});

function upload(path: string, files: { name: string; bytes: Uint8Array; type?: string }[], field = 'file') {
  const form = new FormData();
  for (const f of files)
    form.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  return admin.api(path, { method: 'POST', body: form });
}
const importCsv = (bytes: Uint8Array, dryRun = false) =>
  upload(`/api/admin/import/products${dryRun ? '?dry_run=1' : ''}`, [
    { name: 'products.csv', bytes, type: 'text/csv' },
  ]);
const cp1251 = (text: string) => new Uint8Array(iconv.encode(text, 'win1251'));
const utf8Bom = (text: string) => new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
const byArticle = async (article: string) => {
  const res = await admin.api(`/api/admin/products?q=${encodeURIComponent(article)}`);
  return (res.json.products as { article: string; id: number; name: string; price: number; stock: number }[]).find(
    (p) => p.article === article,
  );
};
const hintIds = async (query: string) =>
  (
    (await api(`/api/search/hints-and-products?query=${encodeURIComponent(query)}`)).json.products as { id: number }[]
  ).map((p) => p.id);

describe('POST /api/admin/import/products', () => {
  const a1 = `IMP-${tag}-1`;
  const a2 = `IMP-${tag}-2`;
  const excelFile = () =>
    cp1251(
      [
        'Артикул;Наименование;Категория;Цена;Старая цена;Остаток;Производитель;Возраст;Описание;Скрыт;Фото',
        `${a1};Кукла Снежинка ${tag};${category};1 990;2 490;7;Весна;3+;"Кукла; в шубке";нет;x.jpg`,
        `${a2};Пупс Карапузик ${tag};${category};990,00;;0;Карапуз;0;Мягкий пупс;;`,
      ].join('\r\n'),
    );

  it('checks a Windows-1251 file with `;` in a dry run and writes nothing', async () => {
    const res = await importCsv(excelFile(), true);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(
      expect.objectContaining({
        success: true,
        dry_run: true,
        created: 2,
        updated: 0,
        unchanged: 0,
        new_categories: [category],
        ignored_columns: ['Фото'],
        errors: [],
      }),
    );
    expect(await byArticle(a1)).toBeUndefined();
  });

  it('imports it in one go, then finds the same file unchanged, then updates what changed', async () => {
    const res = await importCsv(excelFile());
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expect.objectContaining({ success: true, created: 2, updated: 0, unchanged: 0 }));
    const snow = await admin.api(`/api/admin/products/${(await byArticle(a1))!.id}`);
    expect(snow.json.product).toEqual(
      expect.objectContaining({
        name: `Кукла Снежинка ${tag}`,
        price: 1990,
        old_price: 2490,
        stock: 7,
        brand: 'Весна',
        age_from: 3,
        description: 'Кукла; в шубке',
        hidden: false,
      }),
    );
    // On the storefront, in its category, searchable by name, brand, article and in the wrong layout.
    const storefront = await api('/api/product', { method: 'POST', json: { alias: snow.json.product.alias } });
    expect(storefront.status).toBe(200);
    expect(await hintIds(`Снежинка ${tag}`)).toContain(snow.json.product.id);
    expect(await hintIds(a1)).toContain(snow.json.product.id);
    expect(await hintIds(ruToEnLayout('снежинка'))).toContain(snow.json.product.id);

    const again = await importCsv(excelFile());
    expect(again.json).toEqual(expect.objectContaining({ created: 0, updated: 0, unchanged: 2 }));

    const changed = cp1251(`Артикул;Цена;Остаток\r\n${a2};1 290;4\r\n`);
    const update = await importCsv(changed);
    expect(update.json).toEqual(expect.objectContaining({ created: 0, updated: 1, unchanged: 0 }));
    expect(await byArticle(a2)).toEqual(expect.objectContaining({ price: 1290, stock: 4 }));
  });

  it('reads UTF-8 with a BOM and `,`, with quoted cells holding commas and line breaks', async () => {
    const article = `IMP-${tag}-3`;
    const text = `article,name,category,price,stock,description\n${article},"Машинка ""Вжик"", красная ${tag}",${category},450,3,"Первая строка\nвторая, с запятой"\n`;
    const res = await importCsv(utf8Bom(text));
    expect(res.status).toBe(200);
    expect(res.json.created).toBe(1);
    const product = await admin.api(`/api/admin/products/${(await byArticle(article))!.id}`);
    expect(product.json.product.name).toBe(`Машинка "Вжик", красная ${tag}`);
    expect(product.json.product.description).toBe('Первая строка\nвторая, с запятой');
  });

  it('reports every bad line with its number and column, and writes nothing at all', async () => {
    const good = `IMP-${tag}-4`;
    const text = [
      'article;name;category;price;old_price;stock',
      `${good};Хорошая кукла ${tag};${category};1000;;1`,
      `IMP-${tag}-5;Без цены ${tag};${category};;;1`,
      `IMP-${tag}-6;Копейки ${tag};${category};10,50;;1`,
      `IMP-${tag}-7;Скидка наоборот ${tag};${category};1000;900;1`,
      `${good};Повтор ${tag};${category};1000;;1`,
      `bad article;Пробел ${tag};${category};1000;;-2`,
    ].join('\n');
    const res = await importCsv(utf8Bom(text));
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.error).toMatch(/ничего не записано/);
    const at = (line: number) => res.json.errors.filter((e: { line: number }) => e.line === line);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual([expect.objectContaining({ column: 'price' })]);
    expect(at(4)).toEqual([expect.objectContaining({ column: 'price', message: expect.stringMatching(/копеек/) })]);
    expect(at(5)).toEqual([expect.objectContaining({ column: 'old_price' })]);
    expect(at(6)).toEqual([expect.objectContaining({ column: 'article', message: expect.stringMatching(/строке 2/) })]);
    expect(
      at(7)
        .map((e: { column: string }) => e.column)
        .sort(),
    ).toEqual(['article', 'stock']);
    expect(await byArticle(good)).toBeUndefined();
  });

  it('refuses a file without an article column, and one that is not a file', async () => {
    const res = await importCsv(utf8Bom('name;price\nКукла;100\n'));
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toEqual(expect.objectContaining({ line: 1, column: 'article' }));
    const notMultipart = await admin.api('/api/admin/import/products', { method: 'POST', json: {} });
    expect(notMultipart.status).toBe(400);
  });

  it('imports 10 000 lines in one transaction', async () => {
    const lines = ['Артикул;Название;Категория;Цена;Остаток;Скрыт'];
    // Hidden: this many goods would crowd the other suites' storefront lists.
    for (let i = 0; i < 10_000; i++)
      lines.push(`BULK-${tag}-${i};Игрушка ${i} ${tag};${category};${100 + i};${i % 7};да`);
    const res = await importCsv(cp1251(lines.join('\r\n')));
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expect.objectContaining({ success: true, created: 10_000, errors: [] }));
    const listed = await admin.api(`/api/admin/products?q=${encodeURIComponent(`BULK-${tag}-`)}`);
    expect(listed.json.total).toBe(10_000);
  }, 180_000);

  it('is for staff only', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(excelFile())]), 'products.csv');
    expect((await customer.api('/api/admin/import/products', { method: 'POST', body: form })).status).toBe(403);
    expect((await api('/api/admin/export/products.csv')).status).toBe(403);
  });
});

describe('GET /api/admin/export/products.csv', () => {
  it('writes an Excel-ready file that imports back with nothing changed', async () => {
    // A name a spreadsheet would run as a formula is exported as text, and imported back as it was.
    const formula = `=HYPERLINK("http://example.com";"Кукла ${tag}")`;
    const seeded = await importCsv(
      utf8Bom(
        `Артикул;Название;Категория;Цена;Остаток;Скрыт\r\nFX-${tag};"${formula.replace(/"/g, '""')}";${category};990;1;да\r\n`,
      ),
    );
    expect(seeded.json).toEqual(expect.objectContaining({ created: 1, errors: [] }));
    expect((await byArticle(`FX-${tag}`))?.name).toBe(formula);

    const res = await admin.api('/api/admin/export/products.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    // The body as bytes (a text decoder would drop the BOM Excel needs to read UTF-8).
    const raw = await fetch(`${baseUrl()}/api/admin/export/products.csv`, {
      headers: { cookie: `token=${admin.cookie('token')}` },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.text.startsWith('Артикул;Название;Категория;Цена')).toBe(true);
    expect(res.text).toContain(`FX-${tag};"'=HYPERLINK(`);
    const back = await importCsv(bytes);
    expect(back.status).toBe(200);
    expect(back.json).toEqual(expect.objectContaining({ created: 0, updated: 0, new_categories: [] }));
    expect(back.json.unchanged).toBe(res.text.trim().split('\r\n').length - 1 - multilineExtra(res.text));
  });
});

/** Lines that only continue a quoted cell (descriptions with line breaks) are not products. */
function multilineExtra(text: string): number {
  let quoted = false;
  let extra = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (quoted && text[i] === '\n') extra++;
  }
  return extra;
}

describe('pictures', () => {
  let productId: number;
  let article: string;
  beforeAll(async () => {
    article = `PH-${tag}`;
    const res = await admin.api('/api/admin/products', {
      method: 'POST',
      json: { name: `Кукла с фото ${tag}`, price: 500, stock: 2, category_id: (await firstCategory()).id, article },
    });
    productId = res.json.product.id;
  });
  const picture = (format: 'jpeg' | 'png' | 'webp', colour: string) =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
      [format]()
      .toBuffer()
      .then((b) => new Uint8Array(b));

  it('uploads JPEG, PNG and WebP photos, served as WebP in every size', async () => {
    const res = await upload(`/api/admin/products/${productId}/images`, [
      { name: 'a.jpg', bytes: await picture('jpeg', '#ff0000') },
      { name: 'b.png', bytes: await picture('png', '#00ff00') },
      { name: 'c.webp', bytes: await picture('webp', '#0000ff') },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.images).toHaveLength(3);
    for (const url of res.json.images) expect(url).toMatch(/^\/media\/u\/[0-9a-f]{32}\.webp$/);
    const original = await api(res.json.images[0]);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/webp');
    expect(original.headers.get('cache-control')).toContain('immutable');
    const resized = await fetch(
      await absolute(`/_next/image?url=${encodeURIComponent(res.json.images[0])}&w=640&q=75`),
      { headers: { accept: 'image/webp' } },
    );
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toMatch(/^image\//);

    // The product page shows the new cover at once.
    const product = await admin.api(`/api/admin/products/${productId}`);
    const page = await api(`/product/${product.json.product.slug}`, { headers: { accept: 'text/html' } });
    expect(page.text).toContain(encodeURIComponent(res.json.images[0]));

    // The same picture again is stored once: the same URL.
    const twice = await upload(`/api/admin/products/${productId}/images`, [
      { name: 'again.jpg', bytes: await picture('jpeg', '#ff0000') },
    ]);
    expect(twice.json.images).toEqual(res.json.images);

    // Reorder: the last becomes the cover.
    const [a, , c] = res.json.images;
    const reordered = await admin.api(`/api/admin/products/${productId}`, {
      method: 'PATCH',
      json: { images: [c, a] },
    });
    expect(reordered.json.product.images).toEqual([c, a]);
    expect(reordered.json.product.image).toBe(c);
    const foreign = await admin.api(`/api/admin/products/${productId}`, {
      method: 'PATCH',
      json: { images: [c, '/media/u/00000000000000000000000000000000.webp'] },
    });
    expect(foreign.status).toBe(400);
  });

  it('refuses what is not a picture (400) and what is too big (413)', async () => {
    const text = await upload(`/api/admin/products/${productId}/images`, [
      { name: 'virus.jpg', bytes: new Uint8Array(Buffer.from('not a picture at all')) },
    ]);
    expect(text.status).toBe(400);
    const big = await upload(`/api/admin/products/${productId}/images`, [
      { name: 'big.jpg', bytes: new Uint8Array(10 * 1024 * 1024 + 1) },
    ]);
    expect(big.status).toBe(413);
    expect((await api('/media/u/ffffffffffffffffffffffffffffffff.webp')).status).toBe(404);
  });

  it('attaches photos by article in their order and reports unknown articles', async () => {
    const res = await upload(
      '/api/admin/import/photos?replace=1',
      [
        { name: `${article}-2.png`, bytes: await picture('png', '#123456') },
        { name: `${article.toLowerCase()}.jpg`, bytes: await picture('jpeg', '#654321') },
        { name: `NOPE-${tag}.jpg`, bytes: await picture('jpeg', '#111111') },
      ],
      'files',
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual(
      expect.objectContaining({ success: true, attached: 2, products: 1, unknown: [`NOPE-${tag}.jpg`], errors: [] }),
    );
    const product = await admin.api(`/api/admin/products/${productId}`);
    expect(product.json.product.images).toHaveLength(2);
    const cover = await api(product.json.product.images[0]);
    const { dominant } = await sharp(
      Buffer.from(await (await fetch(await absolute(product.json.product.images[0]))).arrayBuffer()),
    ).stats();
    expect(cover.status).toBe(200);
    // The file without a number (#654321) is the cover.
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it('takes a png or a clean svg as a category image and refuses an svg with a script', async () => {
    const created = await admin.api('/api/admin/categories', { method: 'POST', json: { name: `Картинки ${tag}` } });
    const id = created.json.category.id;
    const png = await upload(`/api/admin/categories/${id}/image`, [
      { name: 'c.png', bytes: await picture('png', '#ffcc00') },
    ]);
    expect(png.status).toBe(200);
    // PNG stays PNG: the storefront's menu shows png, jpg and svg category pictures.
    expect(png.json.category.image).toMatch(/^\/media\/u\/[0-9a-f]{32}\.png$/);
    const cats = (await api('/api/main/cat')).json.cats as { id: number; image: string }[];
    expect(cats.find((c) => c.id === id)?.image).toBe(png.json.category.image);
    const webp = await upload(`/api/admin/categories/${id}/image`, [
      { name: 'c.webp', bytes: await picture('webp', '#ffcc00') },
    ]);
    expect(webp.status).toBe(400);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="red"/></svg>';
    const clean = await upload(`/api/admin/categories/${id}/image`, [
      { name: 'c.svg', bytes: new Uint8Array(Buffer.from(svg)) },
    ]);
    expect(clean.status).toBe(200);
    const served = await api(clean.json.category.image);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const evil = svg.replace('<circle', '<script>alert(1)</script><circle');
    const refused = await upload(`/api/admin/categories/${id}/image`, [
      { name: 'e.svg', bytes: new Uint8Array(Buffer.from(evil)) },
    ]);
    expect(refused.status).toBe(400);
  });
});

async function firstCategory(): Promise<{ id: number }> {
  return (await admin.api('/api/admin/categories')).json.categories[0];
}
async function absolute(url: string): Promise<string> {
  return `${baseUrl()}${url}`;
}

describe('GET /yandex-market.yml', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });
  const feed = () => api('/yandex-market.yml');
  const offers = (xml: string) => {
    const offer = parser.parse(xml).yml_catalog.shop.offers.offer;
    return (Array.isArray(offer) ? offer : [offer]) as Record<string, any>[];
  };

  it('holds the shop, its categories and every visible product as an offer', async () => {
    const res = await feed();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('last-modified')).toEqual(expect.any(String));
    const doc = parser.parse(res.text);
    expect(doc.yml_catalog['@_date']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\+03:00$/);
    const shop = doc.yml_catalog.shop;
    expect(shop).toEqual(expect.objectContaining({ name: expect.any(String), company: expect.any(String) }));
    expect(shop.url).toMatch(/^https?:\/\//);
    expect(shop.currencies.currency).toEqual(expect.objectContaining({ '@_id': 'RUR', '@_rate': '1' }));
    expect(shop.categories.category.length).toBeGreaterThan(5);
    const all = offers(res.text);
    const offer = all[0];
    expect(offer).toEqual(
      expect.objectContaining({
        '@_id': expect.any(String),
        '@_available': expect.stringMatching(/^(true|false)$/),
        url: expect.stringMatching(/^https?:\/\/.+\/product\//),
        price: expect.any(Number),
        currencyId: 'RUR',
        categoryId: expect.any(Number),
        name: expect.any(String),
        vendorCode: expect.anything(),
      }),
    );
    expect(offer.age['@_unit']).toBe('year');
    // Hidden goods are not offered; goods at 0 are offered as unavailable.
    const ids = new Set(all.map((o) => Number(o['@_id'])));
    const hidden = await admin.api('/api/admin/products?hidden=1');
    for (const p of hidden.json.products as { id: number }[]) expect(ids.has(p.id)).toBe(false);
    const soldOut = await admin.api('/api/admin/products?stock=out_of_stock&hidden=0');
    const zero = (soldOut.json.products as { id: number }[])[0];
    if (zero) expect(all.find((o) => Number(o['@_id']) === zero.id)?.['@_available']).toBe('false');
  });

  it('answers 304 to If-Modified-Since, and changes with the catalogue', async () => {
    const first = await feed();
    const since = first.headers.get('last-modified')!;
    expect((await api('/yandex-market.yml', { headers: { 'if-modified-since': since } })).status).toBe(304);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await admin.api('/api/admin/products', {
      method: 'POST',
      json: { name: `Кукла для фида ${tag}`, price: 777, stock: 1, category_id: (await firstCategory()).id },
    });
    const after = await feed();
    expect(after.headers.get('last-modified')).not.toBe(since);
    expect(offers(after.text).find((o) => Number(o['@_id']) === res.json.product.id)?.price).toBe(777);
    await admin.api(`/api/admin/products/${res.json.product.id}`, { method: 'DELETE' });
  });
});
