// One action on many products from the back office's list: hide, show, move to a category, change the price by a
// percentage. All or nothing, in one transaction with one audit entry per product.
import { eq, inArray, sql } from 'drizzle-orm';
import type { BulkProductRequest } from '@/lib/api/admin/catalog';
import type { Db } from '@/lib/db/client';
import { productCategories, products } from '@/lib/db/schema';
import { markCatalogChanged, productsChanged } from '@/lib/server/catalog/catalog-changes';
import { badRequest } from '@/lib/server/http/errors';
import { refreshSearchIndex } from '@/lib/server/search';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { assertCategoriesExist, categoryIdsOf } from './product-categories';
import { changedProducts } from './products';

/** The new price of a percentage change: whole roubles, at least 1 ₽. */
export const priceAfterPercent = (price: number, percent: number) =>
  Math.max(1, Math.round((price * (100 + percent)) / 100));

export async function bulkChangeProducts(db: Db, actor: Actor, request: BulkProductRequest): Promise<number> {
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  const changed = await db.transaction(async (tx) => {
    // Row locks in id order: two bulk actions never deadlock.
    const rows = await tx.select().from(products).where(inArray(products.id, ids)).orderBy(products.id).for('update');
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => r.id));
      throw badRequest(`Нет товаров с номерами ${ids.filter((id) => !found.has(id)).join(', ')}`, {
        ids: 'есть неизвестные товары',
      });
    }
    const before = await categoryIdsOf(tx, ids);
    if (request.action === 'move') await assertCategoriesExist(tx, [request.category_id]);
    const versions = rows.map((r) => ({ alias: r.alias, category_ids: before.get(r.id) ?? [r.categoryId] }));

    for (const row of rows) {
      let audit: { before: unknown; after: unknown };
      if (request.action === 'hide' || request.action === 'show') {
        const active = request.action === 'show';
        await tx
          .update(products)
          .set({ isActive: active, updatedAt: sql`now()` })
          .where(eq(products.id, row.id));
        audit = { before: { hidden: !row.isActive }, after: { hidden: !active } };
      } else if (request.action === 'move') {
        const others = (before.get(row.id) ?? []).filter((c) => c !== row.categoryId && c !== request.category_id);
        const next = [request.category_id, ...others];
        await tx
          .update(products)
          .set({ categoryId: request.category_id, updatedAt: sql`now()` })
          .where(eq(products.id, row.id));
        await tx.delete(productCategories).where(eq(productCategories.productId, row.id));
        await tx.insert(productCategories).values(next.map((categoryId) => ({ productId: row.id, categoryId })));
        versions.push({ alias: row.alias, category_ids: next });
        audit = { before: { category_id: row.categoryId }, after: { category_id: request.category_id } };
      } else {
        const price = priceAfterPercent(row.price, request.percent);
        // An old price no longer above the new price would show a false discount: it goes.
        const oldPrice = row.oldPrice !== null && row.oldPrice > price ? row.oldPrice : null;
        await tx
          .update(products)
          .set({ price, oldPrice, updatedAt: sql`now()` })
          .where(eq(products.id, row.id));
        audit = { before: { price: row.price, old_price: row.oldPrice }, after: { price, old_price: oldPrice } };
      }
      await recordAudit(tx, actor, {
        action: 'product.bulk',
        entity: 'product',
        entityId: row.id,
        ...audit,
      });
    }
    if (request.action !== 'price_percent') await refreshSearchIndex(tx, ids);
    await markCatalogChanged(tx);
    return versions;
  });
  productsChanged(await changedProducts(db, changed));
  return ids.length;
}
