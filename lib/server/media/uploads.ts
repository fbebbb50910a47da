// Pictures staff upload, stored once in the database (media_uploads) so every instance serves them at
// `/media/u/{key}`; Next's image optimiser then makes each size the storefront asks for from that one original.
// The key is the content's hash: the same picture uploaded twice is stored once, and a URL never changes meaning.
import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import { mediaUploads } from '@/lib/db/schema';
import { badRequest, HttpError } from '@/lib/server/http/errors';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * Pixels a picture may have, read from its header before anything is decoded: a file of a few bytes can say
 * 16 383 × 16 383, and decoding that costs the process hundreds of MB. 50 MP is more than a phone's camera gives.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const MAX_SIDE = 2000;
export const UPLOADS_DIR = 'u';
const URL_PREFIX = `/media/${UPLOADS_DIR}/`;
const KEY = /^[0-9a-f]{32}\.(webp|png|jpg|svg)$/;

/** photo: JPEG, PNG or WebP (product photos); category: also SVG, as the storefront's category images allow. */
export type UploadKind = 'photo' | 'category';

type Prepared = {
  bytes: Buffer;
  contentType: string;
  extension: 'webp' | 'png' | 'jpg' | 'svg';
  width: number | null;
  height: number | null;
};

const RASTER = new Set(['jpeg', 'png', 'webp']);
const CATEGORY_RASTER = new Set(['jpeg', 'png']);

/**
 * Product photos become WebP. Category images keep PNG or JPEG: the storefront shows a category's picture only in
 * the formats its menu allows (png, jpg, svg: lib/server/catalog/categories.ts).
 */
async function prepareRaster(bytes: Buffer, kind: UploadKind): Promise<Prepared> {
  // The header only: nothing is decoded yet.
  const header = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const format = header?.format;
  const allowed = kind === 'photo' ? RASTER : CATEGORY_RASTER;
  if (!header || !format || !allowed.has(format))
    throw badRequest(kind === 'photo' ? 'Нужна картинка JPEG, PNG или WebP' : 'Нужна картинка PNG, JPG или SVG', {
      file: kind === 'photo' ? 'не JPEG, PNG или WebP' : 'не PNG, JPG или SVG',
    });
  refuseHugePixels(header.width, header.height);
  try {
    // Turned upright by its EXIF orientation, metadata (camera, place) dropped, never enlarged. sharp refuses more
    // pixels too, should a decoder find more than the header said.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const out =
      kind === 'photo'
        ? { pipeline: image.webp({ quality: 85 }), contentType: 'image/webp', extension: 'webp' as const }
        : format === 'png'
          ? { pipeline: image.png(), contentType: 'image/png', extension: 'png' as const }
          : { pipeline: image.jpeg({ quality: 85 }), contentType: 'image/jpeg', extension: 'jpg' as const };
    const { data, info } = await out.pipeline.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: out.contentType,
      extension: out.extension,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw badRequest('Картинка повреждена и не читается', { file: 'файл повреждён' });
  }
}

function refuseHugePixels(width: number | undefined, height: number | undefined): void {
  if (!width || !height || width * height <= MAX_INPUT_PIXELS) return;
  const limit = `${Math.floor(MAX_INPUT_PIXELS / 1_000_000)} мегапикселей`;
  throw new HttpError(413, `Слишком большое изображение: ${width} × ${height} пикселей, можно не больше ${limit}`, {
    file: `не больше ${limit}`,
  });
}

/** An SVG is kept as written only when it can run nothing and load nothing. */
const UNSAFE_SVG =
  /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY|(?:href|src)\s*=\s*["'](?!#|data:image\/)/i;

function prepareSvg(bytes: Buffer): Prepared {
  const text = bytes.toString('utf8');
  if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text) || !/<\/svg>\s*$/i.test(text))
    throw badRequest('Файл не похож на SVG', { file: 'не SVG' });
  if (UNSAFE_SVG.test(text))
    throw badRequest('В SVG есть скрипты или внешние ссылки — сохраните его без них', { file: 'небезопасный SVG' });
  return { bytes, contentType: 'image/svg+xml', extension: 'svg', width: null, height: null };
}

/** A picture checked and normalised in memory, not yet stored (see savePicture). */
export type PreparedPicture = Prepared;

/**
 * Checks a picture by its content and normalises it, writing nothing: a form with several files prepares every
 * one first, so a bad file refuses the whole form before anything is stored. Refusals are 400/413 with the reason.
 */
export async function preparePicture(bytes: Buffer, kind: UploadKind): Promise<PreparedPicture> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new HttpError(413, 'Файл больше 10 МБ');
  if (bytes.length === 0) throw badRequest('Файл пустой', { file: 'пустой файл' });
  const looksSvg = /^\s*(<\?xml|<svg|<!--)/i.test(bytes.subarray(0, 200).toString('utf8'));
  if (looksSvg && kind === 'photo')
    throw badRequest('Фото товара — JPEG, PNG или WebP', { file: 'не JPEG, PNG или WebP' });
  return looksSvg ? prepareSvg(bytes) : prepareRaster(bytes, kind);
}

/**
 * Stores a prepared picture (once per content) and returns its public URL. A picture stored again is touched: its
 * row is locked and its age starts anew, so neither forgetUploads running at the same moment nor the pruning of
 * unreferenced uploads (which waits a day) removes it from under the one storing it.
 */
export async function savePicture(db: DbOrTx, prepared: PreparedPicture): Promise<string> {
  const key = `${createHash('sha256').update(prepared.bytes).digest('hex').slice(0, 32)}.${prepared.extension}`;
  await db
    .insert(mediaUploads)
    .values({
      key,
      contentType: prepared.contentType,
      bytes: prepared.bytes,
      width: prepared.width,
      height: prepared.height,
    })
    .onConflictDoUpdate({ target: mediaUploads.key, set: { createdAt: sql`now()` } });
  return `${URL_PREFIX}${key}`;
}

/** Stores a picture (once per content) and returns its public URL. Refusals are 400/413 with the reason. */
export async function storeUpload(db: DbOrTx, bytes: Buffer, kind: UploadKind): Promise<string> {
  return savePicture(db, await preparePicture(bytes, kind));
}

/** The stored picture at `/media/u/{key}`, or null. */
export async function findUpload(db: DbOrTx, key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!KEY.test(key)) return null;
  const [row] = await db
    .select({ bytes: mediaUploads.bytes, contentType: mediaUploads.contentType })
    .from(mediaUploads)
    .where(eq(mediaUploads.key, key));
  return row ?? null;
}

/**
 * SQL: the media_uploads row `alias` is shown by nothing — no review, product, category or order line names its URL.
 * The same bytes may serve several of them (the key is the content's hash), so a picture goes only with its last use.
 */
export function unreferencedUpload(alias: string): SQL {
  const url = sql`${URL_PREFIX} || ${sql.raw(alias)}.key`;
  return sql`not exists (
      select 1 from product_reviews r cross join jsonb_array_elements_text(r.photos) used(url) where used.url = ${url})
    and not exists (
      select 1 from products p cross join jsonb_array_elements_text(p.images) used(url) where used.url = ${url})
    and not exists (select 1 from categories c where c.image = ${url})
    and not exists (select 1 from order_items oi where oi.image = ${url})`;
}

/**
 * Removes the stored pictures behind these URLs that nothing shows any more (a review's photos dropped by its author
 * or with its rejection); a URL still used elsewhere stays. Call it in the transaction that dropped them, after the
 * change. Returns how many went.
 */
export async function forgetUploads(tx: DbOrTx, urls: readonly string[]): Promise<number> {
  const keys = [...new Set(urls.filter((u) => u.startsWith(URL_PREFIX)).map((u) => u.slice(URL_PREFIX.length)))]
    .filter((key) => KEY.test(key))
    .sort();
  if (keys.length === 0) return 0;
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  // Locked first (in one order), then looked up by a statement of its own: it sees what a transaction storing the
  // same picture (savePicture locks the row too) committed while this one waited.
  await queryRows(tx, sql`select key from media_uploads where key in (${list}) order by key for update`);
  const gone = await queryRows<{ key: string }>(
    tx,
    sql`delete from media_uploads m where m.key in (${list}) and ${unreferencedUpload('m')} returning m.key`,
  );
  return gone.length;
}
