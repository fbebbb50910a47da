// Products in the back office: the list with search and filters, one product, create, edit, delete. Every write
// is one transaction holding its audit entry, the search index of what it changed (refreshSearchIndex) and the
// catalogue's change date; the storefront's copies are dropped after the commit (productsChanged).
import { and, count, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  productErrors,
  type AdminProduct,
  type AdminProductRow,
  type AdminProductsResponse,
  type CreateProductRequest,
  type ProductListQuery,
  type UpdateProductRequest,
} from '@/lib/api/admin/catalog';
import { pagesOf } from '@/lib/api/admin/paging';
import { productAlias, slugOfAlias } from '@/lib/catalog/paths';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { onPage } from '@/lib/db/paging';
import { orderItems, productCategories, products } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/server/accounts/unique-violation';
import { LOW_STOCK } from '@/lib/server/admin/dashboard/dashboard';
import { markCatalogChanged, productsChanged, type ChangedProduct } from '@/lib/server/catalog/catalog-changes';
import { badRequest, HttpError, notFound } from '@/lib/server/http/errors';
import { refreshSearchIndex } from '@/lib/server/search';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { assertCategoriesExist, categoriesOf, categoryIdsOf } from './product-categories';
import { freeSlug, generatedArticle, slugFromName } from './slugs';

export const PRODUCTS_PAGE_SIZE = 50;

type ProductRow = typeof products.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function toRow(r: ProductRow, categoryIds: number[]): AdminProductRow {
  return {
    id: r.id,
    alias: r.alias,
    name: r.name,
    article: r.article,
    price: r.price,
    old_price: r.oldPrice,
    stock: r.stock,
    hidden: !r.isActive,
    category_ids: categoryIds,
    image: r.images[0] ?? null,
  };
}

function toProduct(r: ProductRow, categoryIds: number[], orders: number): AdminProduct {
  return {
    ...toRow(r, categoryIds),
    slug: slugOfAlias(r.alias),
    category_id: r.categoryId,
    brand: r.brand,
    age_from: r.ageFrom,
    description: r.description,
    specs: r.specs,
    is_new: r.isNew,
    is_hit: r.isHit,
    is_special: r.isSpecial,
    images: r.images,
    orders,
    updated_at: r.updatedAt.toISOString(),
  };
}

const STOCK_CONDITIONS = {
  in_stock: () => sql`${products.stock} > 0`,
  out_of_stock: () => eq(products.stock, 0),
  low: () => and(sql`${products.stock} > 0`, lte(products.stock, LOW_STOCK)),
} as const;

function listConditions(q: ProductListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    conditions.push(or(ilike(products.name, like), ilike(products.article, like)));
  }
  if (q.category) {
    conditions.push(
      sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id = ${q.category})`,
    );
  }
  if (q.stock) conditions.push(STOCK_CONDITIONS[q.stock]());
  if (q.hidden) conditions.push(eq(products.isActive, q.hidden === '0'));
  if (q.no_photo) conditions.push(sql`jsonb_array_length(${products.images}) = 0`);
  return and(...conditions);
}

export async function listProducts(db: DbOrTx, q: ProductListQuery): Promise<Omit<AdminProductsResponse, 'success'>> {
  const where = listConditions(q);
  const [rows, total] = await Promise.all([
    onPage(
      db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)).$dynamic(),
      q.page,
      PRODUCTS_PAGE_SIZE,
    ),
    db.$count(products, where),
  ]);
  const categoryIds = await categoryIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    products: rows.map((r) => toRow(r, categoryIds.get(r.id) ?? [r.categoryId])),
    total,
    page: q.page,
    pages: pagesOf(total, PRODUCTS_PAGE_SIZE),
  };
}

const productNotFound = () => notFound('Товар не найден');

async function ordersOf(db: DbOrTx, id: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id));
  return n;
}

export async function getProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw productNotFound();
  const categoryIds = await categoryIdsOf(db, [id]);
  return toProduct(row, categoryIds.get(id) ?? [row.categoryId], await ordersOf(db, id));
}

/** The main category first, each once. */
const categorySet = (main: number, others: readonly number[]) => [...new Set([main, ...others])];

function assertValues(values: { price: number; old_price: number | null }) {
  const errors = productErrors(values);
  const first = Object.entries(errors)[0];
  if (first) throw badRequest(`Неверное поле ${first[0]}: ${first[1]}`, errors);
}

async function assertFree(tx: Tx, field: 'slug' | 'article', value: string, exceptId: number | null) {
  const column = field === 'slug' ? products.alias : products.article;
  const key = field === 'slug' ? productAlias(value) : value;
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(exceptId === null ? eq(column, key) : and(eq(column, key), sql`${products.id} <> ${exceptId}`));
  if (taken) {
    const message = field === 'slug' ? `Адрес ${value} уже занят другим товаром` : `Артикул ${value} уже есть у товара`;
    throw new HttpError(409, message, { [field]: field === 'slug' ? 'уже занят' : 'уже есть у другого товара' });
  }
}

/** A taken slug or article that slipped past the checks (two staff saving at once) is a 409, not a 500. */
async function conflictsAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'Такой адрес или артикул уже есть у другого товара', {
        slug: 'адрес или артикул уже занят',
        article: 'адрес или артикул уже занят',
      });
    throw error;
  }
}

async function setCategories(tx: Tx, id: number, ids: readonly number[]) {
  await tx.delete(productCategories).where(eq(productCategories.productId, id));
  await tx.insert(productCategories).values(ids.map((categoryId) => ({ productId: id, categoryId })));
}

export async function createProduct(db: Db, actor: Actor, input: CreateProductRequest): Promise<AdminProduct> {
  const oldPrice = input.old_price ?? null;
  assertValues({ price: input.price, old_price: oldPrice });
  const categoryIds = categorySet(input.category_id, input.category_ids ?? []);
  const created = await conflictsAs409(() =>
    db.transaction(async (tx) => {
      await assertCategoriesExist(tx, categoryIds);
      if (input.slug) await assertFree(tx, 'slug', input.slug, null);
      if (input.article) await assertFree(tx, 'article', input.article, null);
      const slug = input.slug ?? (await freeSlug(tx, slugFromName(input.name)));
      const [row] = await tx
        .insert(products)
        .values({
          alias: productAlias(slug),
          name: input.name,
          // A placeholder the id replaces below when no article was given.
          article: input.article ?? `new-${crypto.randomUUID()}`,
          price: input.price,
          oldPrice,
          stock: input.stock,
          categoryId: input.category_id,
          brand: input.brand ?? '',
          ageFrom: input.age_from ?? 0,
          description: input.description ?? '',
          specs: input.specs ?? [],
          isNew: input.is_new ?? false,
          isHit: input.is_hit ?? false,
          isSpecial: input.is_special ?? false,
          isActive: !(input.hidden ?? false),
        })
        .returning();
      let product = row;
      if (!input.article) {
        [product] = await tx
          .update(products)
          .set({ article: await generatedArticle(tx, row.id) })
          .where(eq(products.id, row.id))
          .returning();
      }
      await setCategories(tx, product.id, categoryIds);
      await refreshSearchIndex(tx, [product.id]);
      await markCatalogChanged(tx);
      const result = toProduct(product, categoryIds, 0);
      await recordAudit(tx, actor, {
        action: 'product.create',
        entity: 'product',
        entityId: product.id,
        after: { name: result.name, article: result.article, price: result.price, stock: result.stock },
      });
      return result;
    }),
  );
  productsChanged([{ alias: created.alias, categories: await categoriesOf(db, created.category_ids) }]);
  return created;
}

/** The fields whose change alters what the search finds. */
const FINDABLE: (keyof UpdateProductRequest)[] = ['name', 'brand', 'article', 'category_id', 'category_ids', 'hidden'];

export async function updateProduct(
  db: Db,
  actor: Actor,
  id: number,
  change: UpdateProductRequest,
): Promise<AdminProduct> {
  const { before, after } = await conflictsAs409(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!current) throw productNotFound();
      const currentCategories = (await categoryIdsOf(tx, [id])).get(id) ?? [current.categoryId];
      const before = toProduct(current, currentCategories, 0);

      assertValues({
        price: change.price ?? current.price,
        old_price: change.old_price !== undefined ? change.old_price : current.oldPrice,
      });
      if (change.slug !== undefined) await assertFree(tx, 'slug', change.slug, id);
      if (change.article !== undefined) await assertFree(tx, 'article', change.article, id);
      if (change.images !== undefined) {
        const own = new Set(current.images);
        if (change.images.some((url) => !own.has(url)) || new Set(change.images).size !== change.images.length) {
          throw badRequest('Фотографии можно только переставить или убрать; новые загружаются отдельно', {
            images: 'только фотографии этого товара, каждая один раз',
          });
        }
      }

      const main = change.category_id ?? current.categoryId;
      let categoryIds = currentCategories;
      if (change.category_ids !== undefined) categoryIds = categorySet(main, change.category_ids);
      else if (change.category_id !== undefined)
        categoryIds = categorySet(
          main,
          currentCategories.filter((c) => c !== current.categoryId),
        );
      const categoriesMoved = categoryIds.join() !== currentCategories.join();
      if (categoriesMoved) await assertCategoriesExist(tx, categoryIds);

      const [row] = await tx
        .update(products)
        .set({
          // A field the request leaves out stays as it is: drizzle's set() skips the columns whose value is undefined.
          name: change.name,
          alias: change.slug === undefined ? undefined : productAlias(change.slug),
          article: change.article,
          price: change.price,
          oldPrice: change.old_price,
          stock: change.stock,
          categoryId: change.category_id,
          brand: change.brand,
          ageFrom: change.age_from,
          description: change.description,
          specs: change.specs,
          isNew: change.is_new,
          isHit: change.is_hit,
          isSpecial: change.is_special,
          isActive: change.hidden === undefined ? undefined : !change.hidden,
          images: change.images,
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, id))
        .returning();
      if (categoriesMoved) await setCategories(tx, id, categoryIds);
      if (FINDABLE.some((field) => change[field] !== undefined)) await refreshSearchIndex(tx, [id]);
      await markCatalogChanged(tx);
      const after = toProduct(row, categoryIds, await ordersOf(tx, id));
      await recordAudit(tx, actor, {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        ...changedFields(before, after, Object.keys(change) as (keyof AdminProduct)[]),
      });
      return { before, after };
    }),
  );
  productsChanged(await changedProducts(db, [before, after]));
  return after;
}

/** The before and after of the fields a change named, those that did change. */
function changedFields(before: AdminProduct, after: AdminProduct, fields: (keyof AdminProduct)[]) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    was[field] = before[field];
    now[field] = after[field];
  }
  return { before: was, after: now };
}

/** Products as the storefront's caches name them (slug, categories), old and new versions alike. */
export async function changedProducts(
  db: DbOrTx,
  versions: readonly Pick<AdminProductRow, 'alias' | 'category_ids'>[],
): Promise<ChangedProduct[]> {
  const categories = await categoriesOf(db, [...new Set(versions.flatMap((v) => v.category_ids))]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return versions.map((v) => ({
    alias: v.alias,
    categories: v.category_ids.flatMap((c) => byId.get(c) ?? []),
  }));
}

/** A product with orders is only ever hidden; one without (made by mistake) may go. */
export async function deleteProduct(db: Db, actor: Actor, id: number): Promise<void> {
  const gone = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw productNotFound();
    if ((await ordersOf(tx, id)) > 0) {
      throw new HttpError(409, 'У товара есть заказы — его можно только скрыть', { hidden: 'скройте товар' });
    }
    const categoryIds = (await categoryIdsOf(tx, [id])).get(id) ?? [current.categoryId];
    await tx.delete(products).where(eq(products.id, id));
    await refreshSearchIndex(tx, []);
    await markCatalogChanged(tx);
    await recordAudit(tx, actor, {
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before: { name: current.name, article: current.article },
    });
    return { alias: current.alias, category_ids: categoryIds };
  });
  productsChanged(await changedProducts(db, [gone]));
}
