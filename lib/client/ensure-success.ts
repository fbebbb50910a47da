import { ApiError } from '@/lib/api/fetcher';

/**
 * The fetcher hands a 403 body back as the result (spec §8); a refusal such as a foreign-origin 403 must not
 * pass for success in a form.
 */
export function ensureSuccess<T>(result: T): T {
  const body = result as { success?: unknown; error?: unknown } | null;
  if (body && typeof body === 'object' && body.success === false) {
    throw new ApiError(403, typeof body.error === 'string' && body.error ? body.error : 'Доступ запрещён', body);
  }
  return result;
}
