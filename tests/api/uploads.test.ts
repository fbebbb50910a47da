// Uploads cost the shop only what it keeps (docs/SECURITY.md, «Uploads»): a body is read only up to its limit, even
// sent without Content-Length, and the answer comes before the client has finished sending; a picture whose header
// claims too many pixels is refused before it is decoded; a review that will be refused anyway (a second one, an
// unknown product, another's review) is refused before its photos are read; the photos of an edited or rejected
// review are removed with their bytes, unless another review shows the same picture. Pruning of media_uploads and
// search_log is in pruning.test.ts.
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { api, apiClient, type ApiClient } from '../support/api';
import { rawRequest, type RawReply } from '../support/raw-http';
import { adminClient, managerClient } from '../support/staff';
import { PASSWORD, uniqueEmail } from './accounts-support';
import { findProducts, range } from './cart-support';

const MB = 1024 * 1024;

/** A new signed-in customer (registered from an address of its own). */
async function shopper(): Promise<ApiClient> {
  const res = await rawRequest('/api/registration', {
    method: 'POST',
    body: JSON.stringify({ email: uniqueEmail('uploads'), password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const client = apiClient();
  for (const [key, value] of res.cookies) if (value) client.setCookie(key, value);
  return client;
}

const signedIn = (client: ApiClient) => ({ cookie: `token=${client.cookie('token')}` });

/** A file part: its bytes, or `size` bytes of filler written 64 KB at a time (never held whole). */
type FilePart = { name: string; bytes?: Buffer; size?: number };

/** A multipart form, text fields first (as the shop's form sends them), as pieces to write one after another. */
function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = `----uploads${Math.random().toString(36).slice(2)}`;
  function* pieces(): Generator<Buffer> {
    for (const [name, value] of Object.entries(fields))
      for (const v of [value].flat())
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`);
    const filler = Buffer.alloc(64 * 1024, 0x5a);
    for (const file of files) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${file.name}"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      );
      if (file.bytes) yield file.bytes;
      for (let left = file.size ?? 0; left > 0; left -= filler.length)
        yield filler.subarray(0, Math.min(left, filler.length));
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, pieces: pieces() };
}

/** Sends a form chunked (no Content-Length) as `client`. */
function sendForm(client: ApiClient | null, path: string, form: ReturnType<typeof multipart>, method = 'POST') {
  return rawRequest(path, {
    method,
    contentType: form.contentType,
    pieces: form.pieces,
    headers: client ? signedIn(client) : {},
  });
}

function expectRefusal(res: RawReply, status: number, error: RegExp) {
  expect({ status: res.status, json: res.json }).toEqual({
    status,
    json: expect.objectContaining({ success: false, error: expect.stringMatching(error) }),
  });
}

/** The server answered and stopped reading while the client was still sending. */
function expectAnsweredEarly(res: RawReply, total: number) {
  expect(res.sent).toBeDefined();
  expect(res.sent!.finished).toBe(false);
  expect(res.sent!.bytes).toBeLessThan(total);
}

/** A JPEG of the given colour. */
const jpeg = (color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/**
 * A WebP whose header says width × height and that weighs 38 bytes: a lossless picture of one colour costs no bits
 * per pixel, so sharp makes it small at 16 × 16 and the header's two 14-bit fields (RIFF «VP8L») are set to the size
 * wanted — the very file sharp itself writes for 16 383 × 16 383, without spending a gigabyte to encode it.
 */
async function hugePixelWebp(width: number, height: number): Promise<Buffer> {
  const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
    .webp({ lossless: true, effort: 0 })
    .toBuffer();
  const bits = webp.readUInt32LE(21);
  webp.writeUInt32LE(((bits & 0xf0000000) | (width - 1) | ((height - 1) << 14)) >>> 0, 21);
  const header = await sharp(webp).metadata();
  expect({ width: header.width, height: header.height, format: header.format }).toEqual({
    width,
    height,
    format: 'webp',
  });
  return webp;
}

const review = (pid: number, over: Record<string, string | string[]> = {}) => ({
  pid: String(pid),
  rating: '4',
  text: 'Хорошая кукла, платье аккуратно сшито.',
  pros: '',
  cons: '',
  ...over,
});

const mine = async (client: ApiClient, pid: number) => {
  const res = await client.api(`/api/product-reviews/mine?pid=${pid}`);
  expect(res.status).toBe(200);
  return res.json.review;
};

/** Active products of this suite (apart from those the reviews suite writes on). */
let products: number[] | undefined;
async function productIds(): Promise<number[]> {
  products ??= (await findProducts(range(150, 260), () => true, 8)).map((p) => p.pid);
  expect(products.length).toBeGreaterThanOrEqual(6);
  return products;
}

describe('a body is read only up to its limit', () => {
  it('a review form of 100 MB sent without Content-Length: 413 before the client has finished sending', async () => {
    const client = await shopper();
    const [pid] = await productIds();
    const form = multipart(review(pid), [{ name: 'big.jpg', size: 100 * MB }]);
    const res = await sendForm(client, '/api/product-reviews', form);
    expectRefusal(res, 413, /^Слишком много данных: не больше 50 МБ за раз$/);
    expectAnsweredEarly(res, 100 * MB);
    expect(await mine(client, pid)).toBeNull();
  });

  it('a declared Content-Length over the limit: 413 before any of the body is read', async () => {
    const client = await shopper();
    const [pid] = await productIds();
    const form = multipart(review(pid), [{ name: 'big.jpg', size: 60 * MB }]);
    const res = await rawRequest('/api/product-reviews', {
      method: 'POST',
      contentType: form.contentType,
      pieces: form.pieces,
      headers: { ...signedIn(client), 'content-length': String(60 * MB + 1024) },
    });
    expectRefusal(res, 413, /^Слишком много данных/);
    expectAnsweredEarly(res, 60 * MB);
  });

  it('a JSON body of 20 MB without Content-Length: 413 before the client has finished sending', async () => {
    const client = await shopper();
    const filler = Buffer.from(' '.repeat(64 * 1024));
    const pieces = (function* () {
      yield Buffer.from('{"name":"');
      for (let n = 0; n < 320; n++) yield filler;
      yield Buffer.from('"}');
    })();
    const res = await rawRequest('/api/user-personal-update', {
      method: 'PUT',
      pieces,
      headers: signedIn(client),
    });
    expectRefusal(res, 413, /^Слишком большой запрос$/);
    expectAnsweredEarly(res, 20 * MB);
  });
});

describe('pictures over the pixel limit', () => {
  it('a 38-byte WebP of 16 383 × 16 383 pixels is refused (4xx) and nothing is stored', async () => {
    const webp = await hugePixelWebp(16383, 16383);
    const client = await shopper();
    const [, pid] = await productIds();
    const res = await sendForm(
      client,
      '/api/product-reviews',
      multipart(review(pid), [{ name: 'huge.webp', bytes: webp }]),
    );
    expectRefusal(res, 413, /^«huge\.webp»: Слишком большое изображение: 16383 × 16383 пикселей/);
    expect(await mine(client, pid)).toBeNull();

    // Staff's product pictures go through the same check.
    const admin = await adminClient();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(webp)], { type: 'image/webp' }), 'huge.webp');
    const staff = await admin.api(`/api/admin/products/${pid}/images`, { method: 'POST', body: form });
    expect({ status: staff.status, json: staff.json }).toEqual({
      status: 413,
      json: expect.objectContaining({ success: false, error: expect.stringMatching(/Слишком большое изображение/) }),
    });
  });
});

describe('refusals that come before the photos are read', () => {
  it('a second review, an unknown product, another’s review: refused while the photos are still being sent', async () => {
    const client = await shopper();
    const [, , pid] = await productIds();
    const first = await sendForm(client, '/api/product-reviews', multipart(review(pid)));
    expect(first.status).toBe(200);
    const id = first.json.id as number;

    const photo = [{ name: 'big.jpg', size: 40 * MB }];
    const second = await sendForm(client, '/api/product-reviews', multipart(review(pid, { rating: '5' }), photo));
    expectRefusal(second, 409, /^Вы уже оставили отзыв об этом товаре$/);
    expectAnsweredEarly(second, 40 * MB);

    const unknown = await sendForm(client, '/api/product-reviews', multipart(review(999_999), photo));
    expectRefusal(unknown, 404, /^Товар не найден$/);
    expectAnsweredEarly(unknown, 40 * MB);

    const stranger = await shopper();
    const edit = { rating: '1', text: 'Чужой отзыв', pros: '', cons: '' };
    const foreign = await sendForm(stranger, `/api/product-reviews/${id}`, multipart(edit, photo), 'PATCH');
    expectRefusal(foreign, 404, /^Отзыв не найден$/);
    expectAnsweredEarly(foreign, 40 * MB);

    expect(await mine(client, pid)).toEqual(expect.objectContaining({ id, rating: 4, photos: [] }));
  });
});

describe('photos of edited and rejected reviews', () => {
  it('go with their bytes; a picture another review shows stays until that one goes too', async () => {
    const [, , , pidA, pidB] = await productIds();
    const manager = await managerClient();
    const [one, shared, three] = await Promise.all([jpeg('#aa1111'), jpeg('#11aa11'), jpeg('#1111aa')]);
    const a = await shopper();
    const b = await shopper();
    const sentA = await sendForm(
      a,
      '/api/product-reviews',
      multipart(review(pidA), [
        { name: '1.jpg', bytes: one },
        { name: '2.jpg', bytes: shared },
      ]),
    );
    expect(sentA.status).toBe(200);
    const sentB = await sendForm(
      b,
      '/api/product-reviews',
      multipart(review(pidB), [{ name: 'b.jpg', bytes: shared }]),
    );
    expect(sentB.status).toBe(200);
    const [urlOne, urlShared] = (await mine(a, pidA)).photos as string[];
    expect((await mine(b, pidB)).photos).toEqual([urlShared]);
    const shown = async (url: string) => (await api(url)).status;
    expect([await shown(urlOne), await shown(urlShared)]).toEqual([200, 200]);

    // The author keeps the shared photo, drops the first and adds a third: the dropped one is gone.
    const edited = await sendForm(
      a,
      `/api/product-reviews/${sentA.json.id}`,
      multipart({ rating: '3', text: 'Исправила отзыв', pros: '', cons: '', keep: urlShared }, [
        { name: '3.jpg', bytes: three },
      ]),
      'PATCH',
    );
    expect(edited.status).toBe(200);
    const afterEdit = (await mine(a, pidA)).photos as string[];
    expect(afterEdit).toHaveLength(2);
    expect(afterEdit[0]).toBe(urlShared);
    const urlThree = afterEdit[1];
    expect([await shown(urlOne), await shown(urlShared), await shown(urlThree)]).toEqual([404, 200, 200]);

    // Rejected: the review loses its photos; the one B's review shows stays.
    const rejected = await manager.api(`/api/admin/product-reviews/${sentA.json.id}`, {
      method: 'PATCH',
      json: { status: 'rejected' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json.review.photos).toEqual([]);
    expect((await mine(a, pidA)).photos).toEqual([]);
    expect([await shown(urlShared), await shown(urlThree)]).toEqual([200, 404]);

    // B's review rejected too: now nothing shows the shared picture.
    const rejectedB = await manager.api(`/api/admin/product-reviews/${sentB.json.id}`, {
      method: 'PATCH',
      json: { status: 'rejected' },
    });
    expect(rejectedB.status).toBe(200);
    expect(await shown(urlShared)).toBe(404);
  });
});
