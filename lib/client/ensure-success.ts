import { ApiError } from '@/lib/api/fetcher';

/**
 * The fetcher returns a 403 body as its result (docs/PRODUCT.md#http-client); a refusal like a foreign-origin 403 must not
 * pass for success in a form.
 */
export function ensureSuccess<T>(result: T): T {
  const body = result as { success?: unknown; error?: unknown } | null;
  if (body && typeof body === 'object' && body.success === false) {
    throw new ApiError(403, typeof body.error === 'string' && body.error ? body.error : 'Доступ запрещён', body);
  }
  return result;
}
