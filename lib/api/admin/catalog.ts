// Back office: products and categories. Each field's rule is written once here and serves the product form, the
// admin API and the CSV import (lib/server/admin/catalog-import), which turns a cell into the field's JS value
// first. Rules that join two fields (old price above price) are `productErrors`, applied to the product as it
// would be after a change.
import { z } from 'zod';
import { formText, id, integer, optionalFields, requiredText } from '@/lib/api/fields';
import { SLUG_PATTERN } from '@/lib/catalog/paths';
import { adminPage } from './paging';

export const MAX_PRICE = 10_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_AGE = 18;
export const MAX_SPECS = 40;
/** An article (SKU): what warehouse programs use — letters, digits, `-`, `_`, `.`, `/`, no spaces. */
export const ARTICLE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}._/-]{0,63}$/u;

const slug = (message: string) =>
  z
    .string({ message })
    .trim()
    .toLowerCase()
    .max(120, 'не больше 120 символов')
    .regex(SLUG_PATTERN, 'латинские буквы, цифры и дефисы, например kukla-anna');

/** The rules of each product field, by its API name. */
export const productField = {
  name: requiredText(200, 'введите название'),
  slug: slug('адрес — латиница, цифры и дефисы'),
  article: z
    .string({ message: 'введите артикул' })
    .trim()
    .regex(ARTICLE_PATTERN, 'буквы, цифры и . _ / - без пробелов, до 64 символов'),
  price: integer('цена — целое число рублей').min(1, 'цена — от 1 ₽').max(MAX_PRICE, 'слишком большая цена'),
  /** Null: no old price (not discounted). */
  old_price: integer('старая цена — целое число рублей')
    .min(1, 'старая цена — от 1 ₽')
    .max(MAX_PRICE, 'слишком большая цена')
    .nullable(),
  stock: integer('остаток — целое число')
    .min(0, 'остаток не может быть меньше 0')
    .max(MAX_STOCK, 'слишком большой остаток'),
  category_id: id('выберите категорию', 'такой категории нет'),
  /** Every category the product is in; the main `category_id` is always among them. */
  category_ids: z.array(id('выберите категорию', 'такой категории нет')).max(20, 'не больше 20 категорий'),
  brand: formText(100),
  age_from: integer('возраст — целое число лет').min(0, 'возраст — от 0').max(MAX_AGE, `возраст — до ${MAX_AGE} лет`),
  description: formText(20_000, { multiline: true }),
  specs: z
    .array(
      z.object({
        name: requiredText(100, 'введите название характеристики'),
        value: requiredText(500, 'введите значение'),
      }),
    )
    .max(MAX_SPECS, `не больше ${MAX_SPECS} характеристик`),
  is_new: z.boolean({ message: 'да или нет' }),
  is_hit: z.boolean({ message: 'да или нет' }),
  is_special: z.boolean({ message: 'да или нет' }),
  hidden: z.boolean({ message: 'да или нет' }),
  /** The product's pictures in order, the first is the cover: a reorder or removal of those it already has. */
  images: z.array(z.string().max(300)).max(30, 'не больше 30 фотографий'),
};

/** POST /api/admin/products: name, price, stock and category_id are required; an absent slug is made from the name
 *  by transliteration, an absent article from the id. */
export const createProductRequest = z.object({
  name: productField.name,
  price: productField.price,
  stock: productField.stock,
  category_id: productField.category_id,
  ...optionalFields(productField, [
    'category_ids',
    'slug',
    'article',
    'old_price',
    'brand',
    'age_from',
    'description',
    'specs',
    'is_new',
    'is_hit',
    'is_special',
    'hidden',
  ]),
});
export type CreateProductRequest = z.infer<typeof createProductRequest>;

/** PATCH /api/admin/products/{id}: any of the fields (`{price}`, `{stock}`, `{hidden: true}`, `{images}` …). */
export const updateProductRequest = z.object(productField).partial();
export type UpdateProductRequest = z.infer<typeof updateProductRequest>;

export type ProductValues = { price: number; old_price: number | null };

/** Field errors of a product's combined values; empty when valid. */
export function productErrors(p: ProductValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (p.old_price !== null && p.old_price <= p.price) errors.old_price = 'старая цена должна быть больше цены';
  return errors;
}

export const STOCK_FILTERS = ['in_stock', 'out_of_stock', 'low'] as const;

/** GET /api/admin/products?q=&page=&category=&stock=&hidden=&no_photo= */
export const productListQuery = z.object({
  q: formText(100).optional(),
  page: adminPage,
  category: id('выберите категорию', 'такой категории нет').optional(),
  stock: z.enum(STOCK_FILTERS, { message: 'in_stock, out_of_stock или low' }).optional(),
  hidden: z.enum(['0', '1'], { message: '0 или 1' }).optional(),
  no_photo: z.enum(['1'], { message: '1' }).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** POST /api/admin/products/bulk: one action on many products, all or nothing. */
export const bulkProductRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('hide'), ids: z.array(id('ожидается id товара')).min(1).max(1000) }),
    z.object({ action: z.literal('show'), ids: z.array(id('ожидается id товара')).min(1).max(1000) }),
    z.object({
      action: z.literal('move'),
      ids: z.array(id('ожидается id товара')).min(1).max(1000),
      category_id: productField.category_id,
    }),
    z.object({
      action: z.literal('price_percent'),
      ids: z.array(id('ожидается id товара')).min(1).max(1000),
      /** −90 … +500: new price = round(price × (100 + percent) / 100), at least 1 ₽. */
      percent: integer('процент — целое число').min(-90, 'не меньше −90 %').max(500, 'не больше 500 %'),
    }),
  ],
  { message: 'действие: hide, show, move или price_percent' },
);
export type BulkProductRequest = z.infer<typeof bulkProductRequest>;

/** A product in the back office's list. */
export type AdminProductRow = {
  id: number;
  /** `/{slug}.html`, as the storefront uses it. */
  alias: string;
  name: string;
  article: string;
  price: number;
  old_price: number | null;
  stock: number;
  hidden: boolean;
  category_ids: number[];
  /** Cover picture URL, or null (no photo). */
  image: string | null;
};

/** A whole product, as the form edits it. */
export type AdminProduct = AdminProductRow & {
  slug: string;
  category_id: number;
  brand: string;
  age_from: number;
  description: string;
  specs: { name: string; value: string }[];
  is_new: boolean;
  is_hit: boolean;
  is_special: boolean;
  images: string[];
  /** Orders that hold it: such a product is never deleted, only hidden. */
  orders: number;
  updated_at: string;
};

export type AdminProductsResponse = {
  success: true;
  products: AdminProductRow[];
  total: number;
  page: number;
  pages: number;
};
export type AdminProductResponse = { success: true; product: AdminProduct };
export type BulkProductResponse = { success: true; changed: number };
export type ProductImagesResponse = { success: true; images: string[] };

/** The rules of each category field. */
export const categoryField = {
  name: requiredText(100, 'введите название'),
  slug: slug('адрес — латиница, цифры и дефисы'),
  /** Null: a top-level category. */
  parent_id: id('выберите категорию', 'такой категории нет').nullable(),
  sort: integer('порядок — целое число').min(0, 'порядок — от 0').max(100_000, 'слишком большое число'),
  description: formText(5_000, { multiline: true }),
  seo_text: formText(20_000, { multiline: true }),
};

/** POST /api/admin/categories: an absent slug is made from the name. */
export const createCategoryRequest = z.object({
  name: categoryField.name,
  ...optionalFields(categoryField, ['slug', 'parent_id', 'sort', 'description', 'seo_text']),
});
export type CreateCategoryRequest = z.infer<typeof createCategoryRequest>;

/** PATCH /api/admin/categories/{id}: any of the fields. */
export const updateCategoryRequest = z.object(categoryField).partial();
export type UpdateCategoryRequest = z.infer<typeof updateCategoryRequest>;

export type AdminCategory = {
  id: number;
  /** `/{slug}`: the storefront's `/category/{slug}`. */
  alias: string;
  slug: string;
  name: string;
  parent_id: number | null;
  sort: number;
  /** Public URL of the image (png, jpg or svg). */
  image: string;
  description: string;
  seo_text: string;
  /** Products whose categories include it: it cannot be deleted until they are moved. */
  products: number;
};

export type AdminCategoriesResponse = { success: true; categories: AdminCategory[] };
export type AdminCategoryResponse = { success: true; category: AdminCategory };
