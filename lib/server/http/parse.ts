import { z } from 'zod';
import { readBody } from './body';
import { HttpError } from './errors';

// Validation messages in Russian for every schema, including zod's built-in ones.
z.config(z.locales.ru());

export const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON body (≤ 64 KB) and validates it; every fault is a 4xx HttpError with a Russian message. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = await readText(request);
  let body: unknown;
  try {
    body = text.length ? JSON.parse(text, refuseNul) : {};
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Некорректный JSON в теле запроса');
  }
  return validate(schema, body);
}

/** Validates query-string parameters against a schema. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  return validate(schema, queryValues(new URL(request.url).searchParams));
}

/** Query-string parameters as the schemas read them (the last of repeated names). */
export function queryValues(params: URLSearchParams): Record<string, string> {
  // Query strings come from address bars and search boxes: NUL characters (which PostgreSQL cannot store or
  // compare) are dropped rather than refused.
  return Object.fromEntries([...params].map(([key, value]) => [key, value.replaceAll('\u0000', '')]));
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  const first = Object.entries(errors)[0];
  throw new HttpError(400, first ? `Неверное поле ${first[0]}: ${first[1]}` : 'Неверный запрос', errors);
}

async function readText(request: Request): Promise<string> {
  const bytes = await readBody(request, { maxBytes: MAX_JSON_BYTES, tooBig: 'Слишком большой запрос' });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'Тело запроса не в UTF-8');
  }
}

/** PostgreSQL cannot store NUL characters in text: refuse them here with a 400 rather than fail in the database. */
function refuseNul(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.includes('\u0000')) throw new HttpError(400, 'Недопустимый символ в запросе');
  return value;
}
