// A request's body read with its size counted as the bytes arrive. A declared length over the limit is refused before
// anything is read; a body sent without one (chunked) is read only up to the limit: past it reading stops, the rest
// is never taken off the connection and the request is refused with 413. So a client cannot make the shop hold more
// than the limit of one request, whatever it says or does not say about its size (docs/SECURITY.md, «Uploads»).
import { HttpError } from './errors';

/** Refuses a request whose Content-Length is over `maxBytes`, before reading any of it. */
export function refuseDeclaredOver(request: Request, maxBytes: number, tooBig: string): void {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new HttpError(413, tooBig);
}

export type BodyLimit = {
  maxBytes: number;
  /** The 413's message. */
  tooBig: string;
  /**
   * Sees the bytes received so far after a piece arrives; what it throws stops the reading and refuses the request
   * (a check that needs only the first fields of a form, before its files arrive).
   */
  onProgress?: (received: Buffer) => Promise<void> | void;
};

/** The first allocation when the length is not declared; it doubles as the body grows (up to the limit). */
const FIRST_ALLOCATION = 64 * 1024;

/**
 * The whole body (at most `maxBytes`), or a 413 as soon as it passes the limit. The bytes are copied into one buffer
 * as they come (it doubles when full), so many tiny pieces cost no more than their bytes.
 */
export async function readBody(request: Request, { maxBytes, tooBig, onProgress }: BodyLimit): Promise<Buffer> {
  refuseDeclaredOver(request, maxBytes, tooBig);
  if (!request.body) return Buffer.alloc(0);
  const declared = Number(request.headers.get('content-length') ?? 0) || 0;
  let buffer = Buffer.allocUnsafe(Math.min(maxBytes, Math.max(declared, FIRST_ALLOCATION)));
  let size = 0;
  const reader = request.body.getReader();
  let ended = false;
  try {
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw new HttpError(400, 'Запрос оборван при отправке');
      });
      if (done) break;
      if (size + value.byteLength > maxBytes) throw new HttpError(413, tooBig);
      if (size + value.byteLength > buffer.length) {
        const grown = Buffer.allocUnsafe(Math.min(maxBytes, Math.max(buffer.length * 2, size + value.byteLength)));
        buffer.copy(grown, 0, 0, size);
        buffer = grown;
      }
      buffer.set(value, size);
      size += value.byteLength;
      await onProgress?.(buffer.subarray(0, size));
    }
    ended = true;
  } finally {
    // Refused half way: nothing more is read, and the answer goes out while the client may still be sending.
    if (!ended) await reader.cancel().catch(() => {});
  }
  return buffer.subarray(0, size);
}
