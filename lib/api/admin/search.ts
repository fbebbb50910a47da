// GET /api/admin/search?days=7|30: what shoppers searched (the back office's «Поиск»).
import { z } from 'zod';
import type { ApiSuccess } from '@/lib/api/types';

export const adminSearchQuery = z.object({
  days: z.coerce
    .number({ message: 'период: 7 или 30 дней' })
    .refine((d) => d === 7 || d === 30, 'период: 7 или 30 дней')
    .default(7),
});

export type SearchStatRow = { query: string; searches: number; empty: number; results: number };

export type SearchStats = {
  days: number;
  /** The most searched queries. */
  top: SearchStatRow[];
  /** The queries that most often found nothing: what the assortment lacks. */
  empty: SearchStatRow[];
};

export type AdminSearchResponse = ApiSuccess<{ stats: SearchStats }>;
