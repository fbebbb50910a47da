import { products } from '@/lib/db/schema';
import type { ProductCard } from '@/lib/api/catalog';

/** The columns a product card needs; select these and pass the row to toProductCard. */
export const cardColumns = {
  id: products.id,
  alias: products.alias,
  name: products.name,
  price: products.price,
  oldPrice: products.oldPrice,
  images: products.images,
  brand: products.brand,
  ratingSum: products.ratingSum,
  ratingCount: products.ratingCount,
  stock: products.stock,
  isNew: products.isNew,
  isHit: products.isHit,
};

export type CardRow = {
  id: number;
  alias: string;
  name: string;
  price: number;
  oldPrice: number | null;
  images: string[];
  brand: string;
  ratingSum: number;
  ratingCount: number;
  stock: number;
  isNew: boolean;
  isHit: boolean;
};

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export const ratingAverage = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : 0);

export function toProductCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    price: row.price,
    old_price: row.oldPrice && row.oldPrice > row.price ? row.oldPrice : null,
    image: row.images[0] ?? PLACEHOLDER_IMAGE,
    brand: row.brand,
    rating: ratingAverage(row.ratingSum, row.ratingCount),
    votes: row.ratingCount,
    in_stock: row.stock > 0,
    is_new: row.isNew,
    is_hit: row.isHit,
  };
}
