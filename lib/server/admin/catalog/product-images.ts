// Pictures of products and categories from the back office: uploaded files stored once (lib/server/media/uploads.ts)
// and attached in the order sent; the photos import attaches files named by article (`AB-12.jpg`, `AB-12-2.jpg`).
// Each product's change is its own transaction with its audit entry; pages show the pictures once it commits.
import { eq, sql } from 'drizzle-orm';
import type { ImportPhotosResponse } from '@/lib/api/admin/catalog-import';
import type { Db } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { categoriesChanged, markCatalogChanged, productsChanged } from '@/lib/server/catalog/catalog-changes';
import { badRequest, HttpError, notFound } from '@/lib/server/http/errors';
import { storeUpload } from '@/lib/server/media/uploads';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { categoryIdsOf } from './product-categories';
import { changedProducts } from './products';

export const MAX_PRODUCT_IMAGES = 30;

export type UploadedFile = { name: string; bytes: Buffer };

/** Appends pictures (already stored) to a product, or replaces its pictures with them. */
async function attach(db: Db, actor: Actor, id: number, urls: string[], replace: boolean): Promise<string[]> {
  const { images, alias } = await db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!product) throw notFound('Товар не найден');
    const kept = replace ? [] : product.images;
    const images = [...kept, ...urls.filter((u) => !kept.includes(u))];
    if (images.length > MAX_PRODUCT_IMAGES)
      throw badRequest(`У товара не больше ${MAX_PRODUCT_IMAGES} фотографий`, { file: 'слишком много фотографий' });
    await tx
      .update(products)
      .set({ images, updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await markCatalogChanged(tx);
    await recordAudit(tx, actor, {
      action: 'product.images',
      entity: 'product',
      entityId: id,
      before: { images: product.images },
      after: { images },
    });
    return { images, alias: product.alias };
  });
  const categoryIds = (await categoryIdsOf(db, [id])).get(id) ?? [];
  productsChanged(await changedProducts(db, [{ alias, category_ids: categoryIds }]));
  return images;
}

/** `POST /api/admin/products/{id}/images`: every file stored, then all appended at once (or none, on a bad file). */
export async function addProductImages(db: Db, actor: Actor, id: number, files: UploadedFile[]): Promise<string[]> {
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!exists) throw notFound('Товар не найден');
  const urls: string[] = [];
  for (const file of files) {
    try {
      urls.push(await storeUpload(db, file.bytes, 'photo'));
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(error.status, `${file.name}: ${error.message}`, error.errors);
      throw error;
    }
  }
  return attach(db, actor, id, urls, false);
}

/** `{article}.jpg`, `{article}-2.png`, `{article}_3.webp` → the article and the picture's place (1 when absent). */
export function photoName(fileName: string): { article: string; order: number } | null {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.(jpe?g|png|webp)$/i, '');
  if (base === fileName.replace(/^.*[\\/]/, '')) return null;
  const m = /^(.+?)[-_](\d{1,2})$/.exec(base);
  return m ? { article: m[1], order: Number(m[2]) } : { article: base, order: 1 };
}

/** `POST /api/admin/import/photos`: files grouped by article; unknown articles and bad files are reported. */
export async function importPhotos(
  db: Db,
  actor: Actor,
  files: UploadedFile[],
  { replace }: { replace: boolean },
): Promise<Omit<ImportPhotosResponse, 'success'>> {
  const rows = await db.select({ id: products.id, article: products.article }).from(products);
  // An article may be written in another case in the file name (cameras and Windows change it).
  const byArticle = new Map(rows.map((r) => [r.article.toLowerCase(), r.id]));
  const groups = new Map<number, { order: number; name: string; bytes: Buffer }[]>();
  const unknown: string[] = [];
  const errors: { file: string; message: string }[] = [];
  for (const file of files) {
    const parsed = photoName(file.name);
    if (!parsed) {
      errors.push({ file: file.name, message: 'имя файла — артикул и .jpg, .png или .webp' });
      continue;
    }
    // `AB-12-2` may itself be an article: the whole name wins over «AB-12, picture 2».
    const whole = byArticle.get(file.name.replace(/\.[^.]+$/, '').toLowerCase());
    const id = whole ?? byArticle.get(parsed.article.toLowerCase());
    if (id === undefined) {
      unknown.push(file.name);
      continue;
    }
    const order = whole !== undefined ? 1 : parsed.order;
    groups.set(id, [...(groups.get(id) ?? []), { order, name: file.name, bytes: file.bytes }]);
  }
  let attached = 0;
  let touched = 0;
  for (const [id, group] of groups) {
    group.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
    const urls: string[] = [];
    for (const file of group) {
      try {
        urls.push(await storeUpload(db, file.bytes, 'photo'));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        errors.push({ file: file.name, message: error.message });
      }
    }
    if (urls.length === 0) continue;
    try {
      await attach(db, actor, id, urls, replace);
      attached += urls.length;
      touched++;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      errors.push({ file: group.map((f) => f.name).join(', '), message: error.message });
    }
  }
  return { attached, products: touched, unknown, errors };
}

/** `POST /api/admin/categories/{id}/image`: png, jpg or svg. */
export async function setCategoryImage(db: Db, actor: Actor, id: number, file: UploadedFile): Promise<string> {
  const [exists] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!exists) throw notFound('Категория не найдена');
  const url = await storeUpload(db, file.bytes, 'category');
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw notFound('Категория не найдена');
    await tx
      .update(categories)
      .set({ image: url, updatedAt: sql`now()` })
      .where(eq(categories.id, id));
    await markCatalogChanged(tx);
    await recordAudit(tx, actor, {
      action: 'category.update',
      entity: 'category',
      entityId: id,
      before: { image: current.image },
      after: { image: url },
    });
  });
  categoriesChanged();
  return url;
}
