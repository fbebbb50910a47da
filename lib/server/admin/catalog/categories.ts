// Categories in the back office: the tree with product counts, create, edit, delete. A category that holds
// products or subcategories is not deleted until they are moved. Every change drops the storefront's catalogue
// copies (menus, listings, breadcrumbs on product pages) after the commit.
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminCategory, CreateCategoryRequest, UpdateCategoryRequest } from '@/lib/api/admin/catalog';
import { slugify } from '@/lib/search/translit';
import { queryRows, type Db, type DbOrTx, type Tx } from '@/lib/db/client';
import { categories } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/server/accounts/unique-violation';
import { categoriesChanged, markCatalogChanged } from '@/lib/server/catalog/catalog-changes';
import { CATEGORY_PLACEHOLDER } from '@/lib/server/catalog/categories';
import { badRequest, HttpError, notFound } from '@/lib/server/http/errors';
import { refreshSearchIndex } from '@/lib/server/search';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { withFreeSuffix } from './slugs';

type CategoryRow = typeof categories.$inferSelect;

const toAdmin = (r: CategoryRow, products: number): AdminCategory => ({
  id: r.id,
  alias: r.alias,
  slug: r.alias.replace(/^\//, ''),
  name: r.name,
  parent_id: r.parentId,
  sort: r.sort,
  image: r.image,
  description: r.description,
  seo_text: r.seoText,
  products,
});

async function productCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; n: number }>(
    db,
    sql`select category_id as id, count(*)::int as n from product_categories group by category_id`,
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Every category in tree order: each parent followed by its children, siblings by `sort` then name. */
export async function listCategories(db: DbOrTx): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.name)),
    productCounts(db),
  ]);
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const ordered: AdminCategory[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ordered.push(toAdmin(row, counts.get(row.id) ?? 0));
      walk(row.id);
    }
  };
  walk(null);
  // A parent that no longer exists leaves its children at the end rather than hidden.
  for (const row of rows) if (!seen.has(row.id)) ordered.push(toAdmin(row, counts.get(row.id) ?? 0));
  return ordered;
}

const categoryNotFound = () => notFound('Категория не найдена');

async function assertSlugFree(tx: Tx, slug: string, exceptId: number | null) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from categories where alias = ${`/${slug}`} ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`}`,
  );
  if (rows.length) throw new HttpError(409, `Адрес ${slug} уже занят другой категорией`, { slug: 'уже занят' });
}

async function freeCategorySlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'kategoriya';
  const rows = await queryRows<{ alias: string }>(
    tx,
    sql`select alias from categories where alias = ${`/${base}`} or alias like ${`/${base}-%`}`,
  );
  const taken = new Set(rows.map((r) => r.alias));
  return withFreeSuffix(base, (slug) => taken.has(`/${slug}`));
}

/** A parent must exist and must not be the category itself or one of its descendants. */
async function assertParent(tx: Tx, parentId: number | null, selfId: number | null) {
  if (parentId === null) return;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with recursive up as (
          select id, parent_id, 1 as depth from categories where id = ${parentId}
          union all select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id
          where up.depth < 50)
        select id from up`,
  );
  if (rows.length === 0) throw badRequest('Нет такой родительской категории', { parent_id: 'такой категории нет' });
  if (selfId !== null && rows.some((r) => r.id === selfId)) {
    throw badRequest('Категория не может лежать в самой себе', { parent_id: 'выберите другую категорию' });
  }
}

/** A new category goes to the end of the menu unless given a place. */
async function nextSort(tx: Tx): Promise<number> {
  const [row] = await queryRows<{ sort: number }>(
    tx,
    sql`select coalesce(max(sort), 0)::int + 1 as sort from categories`,
  );
  return row.sort;
}

async function uniqueAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'Такой адрес уже занят', { slug: 'уже занят' });
    throw error;
  }
}

export async function createCategory(db: Db, actor: Actor, input: CreateCategoryRequest): Promise<AdminCategory> {
  const created = await uniqueAs409(() =>
    db.transaction(async (tx) => {
      await assertParent(tx, input.parent_id ?? null, null);
      if (input.slug) await assertSlugFree(tx, input.slug, null);
      const slug = input.slug ?? (await freeCategorySlug(tx, input.name));
      const [row] = await tx
        .insert(categories)
        .values({
          alias: `/${slug}`,
          name: input.name,
          image: CATEGORY_PLACEHOLDER,
          parentId: input.parent_id ?? null,
          sort: input.sort ?? (await nextSort(tx)),
          description: input.description ?? '',
          seoText: input.seo_text ?? '',
        })
        .returning();
      await markCatalogChanged(tx);
      const category = toAdmin(row, 0);
      await recordAudit(tx, actor, {
        action: 'category.create',
        entity: 'category',
        entityId: row.id,
        after: { name: category.name, slug: category.slug, parent_id: category.parent_id },
      });
      return category;
    }),
  );
  categoriesChanged();
  return created;
}

export async function updateCategory(
  db: Db,
  actor: Actor,
  id: number,
  change: UpdateCategoryRequest,
): Promise<AdminCategory> {
  const updated = await uniqueAs409(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!current) throw categoryNotFound();
      if (change.parent_id !== undefined) await assertParent(tx, change.parent_id, id);
      if (change.slug !== undefined) await assertSlugFree(tx, change.slug, id);
      const [row] = await tx
        .update(categories)
        .set({
          ...(change.name !== undefined && { name: change.name }),
          ...(change.slug !== undefined && { alias: `/${change.slug}` }),
          ...(change.parent_id !== undefined && { parentId: change.parent_id }),
          ...(change.sort !== undefined && { sort: change.sort }),
          ...(change.description !== undefined && { description: change.description }),
          ...(change.seo_text !== undefined && { seoText: change.seo_text }),
          updatedAt: sql`now()`,
        })
        .where(eq(categories.id, id))
        .returning();
      // Category names are searched (products' search text, the vocabulary).
      if (change.name !== undefined && change.name !== current.name) {
        const members = await queryRows<{ id: number }>(
          tx,
          sql`select product_id as id from product_categories where category_id = ${id}`,
        );
        await refreshSearchIndex(
          tx,
          members.map((m) => m.id),
        );
      }
      await markCatalogChanged(tx);
      const counts = await productCounts(tx);
      const before = toAdmin(current, 0);
      const after = toAdmin(row, counts.get(id) ?? 0);
      const fields = Object.keys(change) as (keyof AdminCategory)[];
      const changed = fields.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
      await recordAudit(tx, actor, {
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before: Object.fromEntries(changed.map((f) => [f, before[f]])),
        after: Object.fromEntries(changed.map((f) => [f, after[f]])),
      });
      return after;
    }),
  );
  categoriesChanged();
  return updated;
}

export async function deleteCategory(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw categoryNotFound();
    const [usage] = await queryRows<{ products: number; children: number }>(
      tx,
      sql`select (select count(*) from product_categories where category_id = ${id})::int
              + (select count(*) from products where category_id = ${id})::int as products,
            (select count(*) from categories where parent_id = ${id})::int as children`,
    );
    if (usage.products > 0)
      throw new HttpError(409, 'В категории есть товары — сначала перенесите их в другую категорию');
    if (usage.children > 0) throw new HttpError(409, 'В категории есть подкатегории — сначала перенесите их');
    await tx.delete(categories).where(eq(categories.id, id));
    await refreshSearchIndex(tx, []);
    await markCatalogChanged(tx);
    await recordAudit(tx, actor, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: { name: current.name, slug: current.alias.replace(/^\//, '') },
    });
  });
  categoriesChanged();
}
