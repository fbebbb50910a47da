import type { OutgoingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import { tagsForUrl } from '@/lib/cache/paths';
import { CACHE_BOUNDS, STALE_PAGE_COPY_MS } from '@/lib/cache/policy';
import { brotli, BROTLI_OPTIONS, decodeBody, gzip, GZIP_OPTIONS } from './encoding';
import { isQueryVariant, staleWhileRevalidateMs } from './rules';

/** One kept answer: its head, its plain body and the compressed copies made of it. */
export interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  identity: Buffer;
  /** Null until a client asks for it (small answers: see LAZY_COMPRESSION_BYTES). */
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string | undefined;
  storedAt: number;
  expiresAt: number;
  /** Until then an expired copy may still answer while one request refreshes it. */
  staleUntil: number;
  bytes: number;
  tags: readonly string[];
}

/** A finished answer as recorded on its way out. */
export interface FinishedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The body as sent, compressed or not as Next chose for that client. */
  sent: Buffer;
  /** How long it may be shared (rules.ts, shareableFor). */
  ttlMs: number;
}

/** Answers up to this size are compressed when first served compressed (in well under a millisecond), not kept so:
 *  most fresh search answers are never asked again, and compressing each cost more than answering it. */
const LAZY_COMPRESSION_BYTES = 16 * 1024;

/** Response headers that describe one transfer rather than the resource. */
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/**
 * The entry to keep for a finished answer under this key: its body decoded, compressed (gzip and brotli) unless it is
 * small, its lifetime bounded (a URL with a query for at most CACHE_BOUNDS.responseCacheVariantSeconds), its tags
 * from the cache policy. Null when its body is in an encoding not known here; throws when it cannot be decoded.
 */
export async function entryFor(key: string, answer: FinishedAnswer, storedAt: number): Promise<Entry | null> {
  const identity = await decodeBody(answer.sent, answer.headers['content-encoding']);
  if (!identity) return null;
  const [gzipped, brotlied] =
    identity.length <= LAZY_COMPRESSION_BYTES
      ? [null, null]
      : await Promise.all([gzip(identity, GZIP_OPTIONS), brotli(identity, BROTLI_OPTIONS)]);
  const headers = resourceHeaders(answer.headers);
  const lifetimeMs = isQueryVariant(key)
    ? Math.min(answer.ttlMs, CACHE_BOUNDS.responseCacheVariantSeconds * 1000)
    : answer.ttlMs;
  // Served stale only while one request refreshes it, within the response's own stale-while-revalidate and
  // never longer than it was fresh; a stale ISR copy (kept a second) not at all.
  const staleMs =
    answer.ttlMs === STALE_PAGE_COPY_MS ? 0 : Math.min(lifetimeMs, staleWhileRevalidateMs(headers['cache-control']));
  return {
    status: answer.status,
    headers,
    identity,
    gzip: gzipped,
    br: brotlied,
    etag: typeof headers.etag === 'string' ? headers.etag : undefined,
    storedAt,
    expiresAt: storedAt + lifetimeMs,
    staleUntil: storedAt + lifetimeMs + staleMs,
    bytes: identity.length + (gzipped?.length ?? 0) + (brotlied?.length ?? 0),
    tags: tagsForUrl(key),
  };
}

/** The entry's body in that encoding, made now (and kept on the entry, its bytes counted) when it was not yet. */
export function compressedBody(entry: Entry, encoding: 'br' | 'gzip'): { body: Buffer; madeBytes: number } {
  const kept = entry[encoding];
  if (kept) return { body: kept, madeBytes: 0 };
  const made =
    encoding === 'br'
      ? zlib.brotliCompressSync(entry.identity, BROTLI_OPTIONS)
      : zlib.gzipSync(entry.identity, GZIP_OPTIONS);
  entry[encoding] = made;
  entry.bytes += made.length;
  return { body: made, madeBytes: made.length };
}

/** The headers that describe the resource (not this transfer), with Vary naming Accept-Encoding. */
function resourceHeaders(sent: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(sent)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value;
  }
  headers.vary = withAcceptEncoding(headers.vary);
  return headers;
}

function withAcceptEncoding(vary: OutgoingHttpHeaders[string]): string {
  const names = String(vary ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}
