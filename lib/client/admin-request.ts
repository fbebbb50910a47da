// Back-office forms call the admin API through the shop's one fetcher; a refusal (403 body, 4xx) becomes an
// ApiError whose field errors a form shows beside the fields.
import { api, ApiError } from '@/lib/api/fetcher';
import { ensureSuccess } from '@/lib/client/ensure-success';

export async function adminRequest<T>(
  path: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' = 'GET',
  body?: unknown,
): Promise<T> {
  return ensureSuccess(await api<T>(path, { method, body }));
}

/** `{field: message}` of a 400 answer, or an empty object. */
export function fieldErrors(error: unknown): Record<string, string> {
  const body = error instanceof ApiError ? (error.body as { errors?: unknown } | null) : null;
  return body && typeof body.errors === 'object' && body.errors !== null ? (body.errors as Record<string, string>) : {};
}

/** The answer's message for the whole form. */
export const errorText = (error: unknown) => (error instanceof ApiError ? error.message : 'Нет связи с сервером');
