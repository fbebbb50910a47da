// Paging of back-office lists: `?page=N`, 1 when absent.
import { z } from 'zod';

export const adminPage = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
  z.number({ message: 'номер страницы — целое число' }).int().min(1, 'номер страницы — от 1'),
);

export type Paged = { total: number; page: number; pages: number };

export const pagesOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
