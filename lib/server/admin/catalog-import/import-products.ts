// The products CSV import: every line checked first (cells by the fields' own rules, the article as the key,
// categories by slug or name), then — only when no line has an error and it is not a dry run — everything written
// in one transaction with batched statements, the search index rebuilt once and one audit entry.
import { sql } from 'drizzle-orm';
import { productErrors } from '@/lib/api/admin/catalog';
import type { CsvColumn, ImportLineError, ImportProductsResponse } from '@/lib/api/admin/catalog-import';
import { productAlias } from '@/lib/catalog/paths';
import { countOf } from '@/lib/format/plural';
import { slugify } from '@/lib/search/translit';
import { queryRows, type Db, type Tx } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/server/accounts/unique-violation';
import { catalogueReplaced, markCatalogChanged } from '@/lib/server/catalog/catalog-changes';
import { CATEGORY_PLACEHOLDER } from '@/lib/server/catalog/categories';
import { HttpError } from '@/lib/server/http/errors';
import { refreshSearchIndex } from '@/lib/server/search';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { slugFromName, withFreeSuffix } from '@/lib/server/admin/catalog/slugs';
import { parseCell } from './cells';
import { mapColumns, type ColumnMap, type CsvProductValues } from './columns';
import { readCsv, type CsvLine } from './read-csv';

/** Lines a file may have (the header aside). */
export const MAX_IMPORT_LINES = 50_000;

type Fields = CsvProductValues & { hidden: boolean; category_id: number };

type Existing = Fields & { id: number; article: string };

/** A category the file names: an existing id, or a new one to create (by its name as written). */
type CategoryRef = { id: number } | { create: string };

type Planned =
  | { kind: 'create'; article: string; fields: Omit<Fields, 'category_id'>; category: CategoryRef }
  | { kind: 'update'; id: number; fields: Fields; category: CategoryRef | null; findable: boolean };

type Plan = {
  lines: Planned[];
  unchanged: number;
  newCategories: string[];
  ignored: string[];
  errors: ImportLineError[];
};

const json = (value: unknown) => sql`cast(${JSON.stringify(value)} as text)::jsonb`;

async function loadCategories(db: Db) {
  const rows = await queryRows<{ id: number; alias: string; name: string }>(
    db,
    sql`select id, alias, name from categories`,
  );
  const bySlug = new Map(rows.map((r) => [r.alias.replace(/^\//, '').toLowerCase(), r.id]));
  const byName = new Map<string, number[]>();
  for (const r of rows) {
    const k = r.name.trim().toLowerCase().replace(/ё/g, 'е');
    byName.set(k, [...(byName.get(k) ?? []), r.id]);
  }
  return { bySlug, byName };
}

async function loadProducts(db: Db): Promise<Map<string, Existing>> {
  const rows = await queryRows<Existing & { is_active: boolean }>(
    db,
    sql`select id, article, name, price, old_price, stock, brand, age_from, description, is_active,
          category_id from products`,
  );
  return new Map(rows.map((r) => [r.article, { ...r, hidden: !r.is_active }]));
}

/** Checks every line against the catalogue as it is; writes nothing. */
async function plan(db: Db, lines: CsvLine[]): Promise<Plan> {
  const errors: ImportLineError[] = [];
  const [header, ...body] = lines;
  if (!header) return { lines: [], unchanged: 0, newCategories: [], ignored: [], errors: [emptyFile()] };
  const { map, errors: headerErrors } = mapColumns(header.cells);
  errors.push(...headerErrors.map((e) => ({ line: header.line, ...e })));
  if (headerErrors.length) return { lines: [], unchanged: 0, newCategories: [], ignored: map.ignored, errors };
  if (body.length === 0) errors.push({ ...emptyFile(), line: header.line });

  const [categories, existing] = await Promise.all([loadCategories(db), loadProducts(db)]);
  const newCategories = new Map<string, string>(); // folded name → name as first written
  const seen = new Map<string, number>();
  const planned: Planned[] = [];
  let unchanged = 0;

  for (const line of body) {
    const lineErrors: ImportLineError[] = [];
    const fail = (column: CsvColumn, message: string) =>
      lineErrors.push({ line: line.line, column: columnName(map, column), message });
    const cell = (column: CsvColumn) => {
      const i = map.index[column];
      return i === undefined ? undefined : (line.cells[i] ?? '');
    };
    const take = <T>(
      column: CsvColumn,
      parse: (text: string) => { ok: true; value: T } | { ok: false; message: string },
    ) => {
      const text = cell(column);
      if (text === undefined) return undefined;
      const parsed = parse(text);
      if (!parsed.ok) {
        fail(column, parsed.message);
        return undefined;
      }
      return parsed.value;
    };

    const article = take('article', parseCell.article);
    if (article !== undefined) {
      const earlier = seen.get(article);
      if (earlier !== undefined) fail('article', `артикул уже был в строке ${earlier}`);
      else seen.set(article, line.line);
    }
    const values = {
      name: take('name', parseCell.name),
      price: take('price', parseCell.price),
      old_price: take('old_price', parseCell.old_price),
      stock: take('stock', parseCell.stock),
      brand: take('brand', parseCell.brand),
      age_from: take('age_from', parseCell.age_from),
      description: take('description', parseCell.description),
      hidden: take('hidden', parseCell.hidden),
    };
    const categoryText = cell('category')?.trim() ?? '';
    let category: CategoryRef | null = null;
    if (categoryText) {
      const slug = categoryText.replace(/^\//, '').toLowerCase();
      const named = categories.byName.get(categoryText.toLowerCase().replace(/ё/g, 'е')) ?? [];
      const id = categories.bySlug.get(slug) ?? (named.length === 1 ? named[0] : undefined);
      if (id !== undefined) category = { id };
      else if (named.length > 1) fail('category', 'несколько категорий с таким названием — укажите адрес (slug)');
      else if (categoryText.length > 100) fail('category', 'название категории — не больше 100 символов');
      else {
        const k = categoryText.toLowerCase().replace(/ё/g, 'е');
        if (!newCategories.has(k)) newCategories.set(k, categoryText);
        category = { create: newCategories.get(k)! };
      }
    }

    const current = article !== undefined ? existing.get(article) : undefined;
    if (article !== undefined && !current) {
      if (cell('name') === undefined || (values.name === undefined && !lineErrors.length))
        fail('name', 'для нового товара нужно название');
      if (values.price === undefined && !lineErrors.some((e) => e.column === columnName(map, 'price')))
        fail('price', 'для нового товара нужна цена');
      if (!category && !lineErrors.some((e) => e.column === columnName(map, 'category')))
        fail('category', 'для нового товара нужна категория');
    }
    const price = values.price ?? current?.price;
    const oldPrice = values.old_price !== undefined ? values.old_price : (current?.old_price ?? null);
    if (price !== undefined && !lineErrors.length) {
      const rule = productErrors({ price, old_price: oldPrice }).old_price;
      if (rule) fail(map.index.old_price !== undefined ? 'old_price' : 'price', rule);
    }
    if (lineErrors.length || article === undefined) {
      errors.push(...lineErrors);
      continue;
    }

    if (!current) {
      planned.push({
        kind: 'create',
        article,
        category: category!,
        fields: {
          name: values.name!,
          price: values.price!,
          old_price: values.old_price ?? null,
          stock: values.stock ?? 0,
          brand: values.brand ?? '',
          age_from: values.age_from ?? 0,
          description: values.description ?? '',
          hidden: values.hidden ?? false,
        },
      });
      continue;
    }
    const next: Fields = {
      name: values.name ?? current.name,
      price: price!,
      old_price: oldPrice,
      stock: values.stock ?? current.stock,
      brand: values.brand ?? current.brand,
      age_from: values.age_from ?? current.age_from,
      description: values.description ?? current.description,
      hidden: values.hidden ?? current.hidden,
      category_id: category && 'id' in category ? category.id : current.category_id,
    };
    const moved = category !== null && !('id' in category && category.id === current.category_id);
    const differs = moved || (Object.keys(next) as (keyof Fields)[]).some((k) => next[k] !== current[k]);
    if (!differs) {
      unchanged++;
      continue;
    }
    planned.push({
      kind: 'update',
      id: current.id,
      fields: next,
      category: moved ? category : null,
      findable: moved || next.name !== current.name || next.brand !== current.brand || next.hidden !== current.hidden,
    });
  }
  return { lines: planned, unchanged, newCategories: [...newCategories.values()], ignored: map.ignored, errors };
}

const emptyFile = () => ({
  line: 1,
  column: '',
  message: 'в файле нет товаров: нужна строка заголовков и строки товаров',
});

const columnName = (map: ColumnMap, column: CsvColumn) => {
  const i = map.index[column];
  return i === undefined ? column : map.names[i] || column;
};

/** Creates the categories the file names that did not exist; their ids by name. */
async function createCategories(tx: Tx, names: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (names.length === 0) return ids;
  const taken = new Set(
    (await queryRows<{ alias: string }>(tx, sql`select alias from categories`)).map((r) => r.alias),
  );
  const [{ sort }] = await queryRows<{ sort: number }>(
    tx,
    sql`select coalesce(max(sort), 0)::int as sort from categories`,
  );
  for (const [i, name] of names.entries()) {
    const slug = withFreeSuffix(slugify(name) || 'kategoriya', (candidate) => taken.has(`/${candidate}`));
    taken.add(`/${slug}`);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into categories (alias, name, image, sort) values (${`/${slug}`}, ${name}, ${CATEGORY_PLACEHOLDER}, ${sort + 1 + i})
          returning id`,
    );
    ids.set(name, row.id);
  }
  return ids;
}

async function write(tx: Tx, actor: Actor, planned: Planned[], newCategories: string[], counts: object) {
  const created = await createCategories(tx, newCategories);
  const categoryId = (ref: CategoryRef) => ('id' in ref ? ref.id : created.get(ref.create)!);

  const creates = planned.flatMap((p) => (p.kind === 'create' ? [p] : []));
  const updates = planned.flatMap((p) => (p.kind === 'update' ? [p] : []));
  const aliases = new Set(
    (await queryRows<{ alias: string }>(tx, sql`select alias from products`)).map((r) => r.alias),
  );
  const touched: number[] = [];

  for (let i = 0; i < creates.length; i += 2000) {
    const rows = creates.slice(i, i + 2000).map((p) => {
      const slug = withFreeSuffix(slugFromName(p.fields.name), (candidate) => aliases.has(productAlias(candidate)));
      aliases.add(productAlias(slug));
      return {
        ...p.fields,
        is_active: !p.fields.hidden,
        article: p.article,
        alias: productAlias(slug),
        category_id: categoryId(p.category),
      };
    });
    const ids = await queryRows<{ id: number; category_id: number }>(
      tx,
      sql`insert into products (alias, article, name, price, old_price, stock, brand, age_from, description,
            is_active, category_id)
          select alias, article, name, price, old_price, stock, brand, age_from, description, is_active, category_id
          from jsonb_to_recordset(${json(rows)}) as x(alias text, article text, name text, price int,
            old_price int, stock int, brand text, age_from int, description text, is_active boolean, category_id int)
          returning id, category_id`,
    );
    await tx.execute(sql`
      insert into product_categories (product_id, category_id)
      select id, category_id from jsonb_to_recordset(${json(ids)}) as x(id int, category_id int)
      on conflict do nothing`);
    touched.push(...ids.map((r) => r.id));
  }

  for (let i = 0; i < updates.length; i += 2000) {
    const batch = updates.slice(i, i + 2000);
    const rows = batch.map((p) => ({
      ...p.fields,
      id: p.id,
      is_active: !p.fields.hidden,
      category_id: p.category ? categoryId(p.category) : p.fields.category_id,
    }));
    await tx.execute(sql`
      update products p set name = x.name, price = x.price, old_price = x.old_price, stock = x.stock,
        brand = x.brand, age_from = x.age_from, description = x.description, is_active = x.is_active,
        category_id = x.category_id, updated_at = now()
      from jsonb_to_recordset(${json(rows)}) as x(id int, name text, price int, old_price int, stock int,
        brand text, age_from int, description text, is_active boolean, category_id int)
      where p.id = x.id`);
    // A new main category replaces the old main one among the product's categories.
    const moved = batch.filter((p) => p.category).map((p) => ({ id: p.id, category_id: categoryId(p.category!) }));
    if (moved.length) {
      await tx.execute(sql`
        delete from product_categories pc using jsonb_to_recordset(${json(moved)}) as x(id int, category_id int)
        where pc.product_id = x.id`);
      await tx.execute(sql`
        insert into product_categories (product_id, category_id)
        select id, category_id from jsonb_to_recordset(${json(moved)}) as x(id int, category_id int)
        on conflict do nothing`);
    }
    touched.push(...batch.filter((p) => p.findable).map((p) => p.id));
  }

  await refreshSearchIndex(tx, touched);
  await markCatalogChanged(tx);
  await recordAudit(tx, actor, { action: 'catalog.import', entity: 'catalog', entityId: 'products', after: counts });
}

/** `POST /api/admin/import/products`: the answer, and whether anything was written. */
export async function importProducts(
  db: Db,
  actor: Actor,
  bytes: Uint8Array,
  { dryRun }: { dryRun: boolean },
): Promise<ImportProductsResponse> {
  const lines = readCsv(bytes);
  if (lines.length - 1 > MAX_IMPORT_LINES) {
    return refusal(dryRun, [{ line: 1, column: '', message: `не больше ${MAX_IMPORT_LINES} строк за один раз` }]);
  }
  const result = await plan(db, lines);
  const counts = {
    created: result.lines.filter((l) => l.kind === 'create').length,
    updated: result.lines.filter((l) => l.kind === 'update').length,
    unchanged: result.unchanged,
    new_categories: result.newCategories,
    ignored_columns: result.ignored,
  };
  if (result.errors.length) return { ...refusal(dryRun, result.errors), ...counts };
  if (!dryRun && (counts.created || counts.updated)) {
    try {
      await db.transaction((tx) => write(tx, actor, result.lines, result.newCategories, counts));
    } catch (error) {
      // Another import (or a staff member) took one of these articles or slugs since the check: nothing written.
      if (isUniqueViolation(error))
        throw new HttpError(409, 'Каталог изменился во время импорта — ничего не записано, повторите импорт');
      throw error;
    }
    catalogueReplaced();
  }
  return { success: true, dry_run: dryRun, ...counts, errors: [] };
}

function refusal(dryRun: boolean, errors: ImportLineError[]): ImportProductsResponse {
  const n = errors.length;
  return {
    success: false,
    error: `В файле ${countOf(n, ['ошибка', 'ошибки', 'ошибок'])} — ничего не записано`,
    dry_run: dryRun,
    created: 0,
    updated: 0,
    unchanged: 0,
    new_categories: [],
    ignored_columns: [],
    errors,
  };
}
