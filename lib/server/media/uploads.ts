// Pictures staff upload, stored once in the database (media_uploads) so every instance serves them at
// `/media/u/{key}`; Next's image optimiser then makes each size the storefront asks for from that one original.
// The key is the content's hash: the same picture uploaded twice is stored once, and a URL never changes meaning.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '@/lib/db/client';
import { mediaUploads } from '@/lib/db/schema';
import { badRequest, HttpError } from '@/lib/server/http/errors';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const MAX_SIDE = 2000;
export const UPLOADS_DIR = 'u';
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
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  const allowed = kind === 'photo' ? RASTER : CATEGORY_RASTER;
  if (!format || !allowed.has(format))
    throw badRequest(kind === 'photo' ? 'Нужна картинка JPEG, PNG или WebP' : 'Нужна картинка PNG, JPG или SVG', {
      file: kind === 'photo' ? 'не JPEG, PNG или WebP' : 'не PNG, JPG или SVG',
    });
  try {
    // Turned upright by its EXIF orientation, metadata (camera, place) dropped, never enlarged.
    const image = sharp(bytes)
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

/** Stores a prepared picture (once per content) and returns its public URL. */
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
    .onConflictDoNothing();
  return `/media/${UPLOADS_DIR}/${key}`;
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
