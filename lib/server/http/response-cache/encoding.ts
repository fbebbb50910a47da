import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// The encodings the response cache keeps and sends (the static Brotli step picks with pickEncoding too).

export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export const gzip = promisify(zlib.gzip);
export const brotli = promisify(zlib.brotliCompress);
const gunzip = promisify(zlib.gunzip);
const unbrotli = promisify(zlib.brotliDecompress);
const inflate = promisify(zlib.inflate);

/** The plain bytes of a response body as sent with this Content-Encoding; null for an encoding not known here. */
export async function decodeBody(body: Buffer, contentEncoding: OutgoingHttpHeaders[string]): Promise<Buffer | null> {
  const encoding = String(contentEncoding ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'identity' || encoding === '') return body;
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzip(body);
  if (encoding === 'br') return unbrotli(body);
  if (encoding === 'deflate') return inflate(body);
  return null;
}

/** br when the client takes it, then gzip, else the plain bytes. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return 'identity';
}

/** Whether Accept-Encoding takes this coding: named (or `*`) with a q above 0. */
export function acceptsEncoding(acceptEncoding: string | string[] | undefined, coding: string): boolean {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
}
