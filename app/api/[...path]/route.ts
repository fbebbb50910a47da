import { endpoint } from '@/lib/server/http/endpoint';
import { failure } from '@/lib/server/http/respond';

/** Unknown API paths answer JSON, not the HTML 404 page (from any origin: there is nothing here to guard). */
const unknown = endpoint({ sameOrigin: false }, async () => failure(404, 'Метод API не найден'));

export const GET = unknown;
export const POST = unknown;
export const PUT = unknown;
export const PATCH = unknown;
export const DELETE = unknown;
