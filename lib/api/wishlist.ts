// The wishlist (favourites): adding, removing and reading it.
import { z } from 'zod';
import type { ProductCard } from './catalog';
import type { ApiSuccess } from './envelope';
import { productId } from './fields';

// POST /api/add-to-favorite {pid}, DELETE /api/delete-from-favorite {pid}
export const favoriteRequest = z.object({ pid: productId() });

// Reply of the above and of GET /api/favorite.
/** The whole wishlist, newest first: ids for the hearts, cards for /wishlist. */
export type FavoriteResponse = ApiSuccess<{ pids: number[]; products: ProductCard[] }>;
