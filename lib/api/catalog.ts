// Catalogue, product page, search and rating: requests (zod schemas, validated by the route handlers) and replies.
// Field names follow the API's contract exactly (snake_case where it says so).
import { z } from 'zod';
import type { ApiSuccess } from './envelope';
import { productId, rating } from './fields';

export type Category = {
  id: number;
  /** `/kukly`; the storefront links `/category{alias}`. */
  alias: string;
  name: string;
  image: string;
};

export type ProductCard = {
  id: number;
  /** `/{slug}.html` */
  alias: string;
  name: string;
  /** Whole roubles. */
  price: number;
  /** Whole roubles, present only when discounted. */
  old_price: number | null;
  image: string;
  brand: string;
  /** Average of votes, 0 when none. */
  rating: number;
  votes: number;
  in_stock: boolean;
  is_new: boolean;
  is_hit: boolean;
};

export type ProductSpecRow = { name: string; value: string };

export type ProductDetail = ProductCard & {
  description: string;
  images: string[];
  article: string;
  age_from: number;
  stock: number;
  specs: ProductSpecRow[];
  category: Category;
  related: ProductCard[];
  /** It is today's product of the day (price and old_price are the day's already): the discount and when it ends. */
  day_offer: { percent: number; ends_at: string } | null;
};

// GET /api/main/cat
export type MainCatResponse = { cats: Category[] };
// GET /api/popular, /api/new, /api/sale, /api/hit
export type ProductListResponse = { products: ProductCard[] };

// POST /api/product
export const productRequest = z.object({
  alias: z
    .string({ message: 'ожидается строка' })
    .max(300, 'слишком длинный адрес')
    .regex(/^\/[a-z0-9-]+\.html$/, 'адрес товара имеет вид /{slug}.html'),
});
export type ProductResponse = ApiSuccess<{ product: ProductDetail }>;

// GET /api/search/hints-and-products?query=
export const searchQuery = z.object({
  query: z.string({ message: 'укажите запрос' }).max(200, 'слишком длинный запрос').default(''),
});
/** What a gift phrasing said («подарок девочке 5 лет до 2000»), and the words left for the catalogue search. */
export type UnderstoodGift = {
  age_from?: number;
  age_to?: number;
  for?: 'girl' | 'boy';
  price_min?: number;
  price_max?: number;
  occasion?: string;
  words: string[];
};

export type SearchHintsResponse = {
  hints: string[];
  products: ProductCard[];
  /** The query as understood after layout/transliteration/typo correction, when it differs. */
  corrected: string | null;
  /** The age, whom for, budget and occasion read from the query; the products respect the age and the budget. */
  understood: UnderstoodGift;
};

// GET /api/search/popular
export type PopularQueriesResponse = { queries: string[] };

// POST /api/vote
export const voteRequest = z.object({ pid: productId(), rating });
export type VoteResponse = ApiSuccess<{ rating: number; votes: number }>;
