import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { STALE_PAGE_COPY_MS } from '@/lib/cache/policy';

// What the response cache may answer and keep: the rules read from the request and from the finished response.

/** Request headers that make Next answer something other than the page's HTML document. */
const NON_DOCUMENT_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'range',
];

/** The URL of a request the cache may answer (a plain GET or HEAD of a document), or null when it goes to Next. */
export function cacheableUrl(request: IncomingMessage): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url;
  if (!url || !url.startsWith('/') || url.startsWith('/_next/')) return null;
  if (url.includes('_rsc=')) return null;
  for (const header of NON_DOCUMENT_HEADERS) if (request.headers[header] !== undefined) return null;
  const cacheControl = String(request.headers['cache-control'] ?? '');
  if (/no-cache|no-store/.test(cacheControl) || request.headers.pragma === 'no-cache') return null;
  return url;
}

export const isQueryVariant = (key: string) => key.includes('?');

export const isRevalidation = (request: IncomingMessage) =>
  request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;

/** How long (ms) a finished response may be shared, or 0 when it must not be kept. Header names lower-case. */
export function shareableFor(status: number, headers: OutgoingHttpHeaders): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  // Text only: pictures are compressed already and served from disk.
  if (!/^(text\/|application\/(json|xml))/.test(String(headers['content-type'] ?? ''))) return 0;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (/private|no-store|no-cache/.test(cacheControl)) return 0;
  const sMaxAge = /s-maxage=(\d+)/.exec(cacheControl);
  if (!sMaxAge) return 0;
  const seconds = Number(sMaxAge[1]);
  if (!(seconds > 0)) return 0;
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return STALE_PAGE_COPY_MS;
  return seconds * 1000;
}

/** The `stale-while-revalidate` of a Cache-Control value, in ms (0 without one). */
export function staleWhileRevalidateMs(cacheControl: OutgoingHttpHeaders[string]): number {
  const seconds = Number(/stale-while-revalidate=(\d+)/.exec(String(cacheControl ?? ''))?.[1] ?? 0);
  return seconds > 0 ? seconds * 1000 : 0;
}
