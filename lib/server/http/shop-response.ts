import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';

/**
 * The response object of the shop's server (server.mjs creates its HTTP server with it, Node's documented
 * `ServerResponse` option): a Node response with three small, named ways for the steps in front of Next
 * (server-steps.ts) to take part in an answer they do not write themselves. Every step and Next write through the
 * ordinary methods; nothing else is replaced.
 *
 * - `addDefaultHeaders`: headers the answer carries unless it set its own (the security headers).
 * - `observe`: sees the head and every body chunk as they go out (the response cache keeps a copy of an answer).
 * - `replaceStatus`: an answer Next gives with that status is held back and answered by the step instead (the
 *   API's empty 405 becomes JSON).
 */
export class ShopResponse extends ServerResponse<IncomingMessage> {
  private defaultHeaders: ReadonlyArray<readonly [string, string]> = [];
  private readonly observers: ResponseObserver[] = [];
  private replacement: { status: number; answer: () => void } | null = null;
  /** Next's answer with the replaced status is being dropped until it ends. */
  private holding = false;

  addDefaultHeaders(headers: ReadonlyArray<readonly [string, string]>) {
    this.defaultHeaders = [...this.defaultHeaders, ...headers];
  }

  observe(observer: ResponseObserver) {
    this.observers.push(observer);
  }

  /** `answer` runs once Next has ended its answer with that status, and writes the answer through this response. */
  replaceStatus(status: number, answer: () => void) {
    this.replacement = { status, answer };
  }

  // Node calls writeHead() itself before the first byte when no one did (write(), end(), flushHeaders()).
  override writeHead(statusCode: number, ...rest: unknown[]): this {
    if (this.holds(statusCode)) return this;
    const headers = { ...headerRecord(this.getHeaders()), ...headersGivenTo(rest) };
    // The observers see the answer's own headers: a kept copy must not carry one request's defaults (HSTS over https).
    for (const observer of this.observers) observer.head(statusCode, headers);
    for (const [name, value] of this.defaultHeaders) {
      if (headers[name.toLowerCase()] === undefined && !this.hasHeader(name)) this.setHeader(name, value);
    }
    return super.writeHead(statusCode, ...(rest as [OutgoingHttpHeaders]));
  }

  override write(chunk: unknown, ...rest: unknown[]): boolean {
    if (this.holds(this.statusCode)) return true;
    // Told after Node wrote it, so the observers see the head (written implicitly with the first chunk) first.
    const written = super.write(chunk, ...(rest as [BufferEncoding]));
    this.tell(chunk, rest[0]);
    return written;
  }

  override end(...args: unknown[]): this {
    if (this.holds(this.statusCode)) return this.answerInstead();
    super.end(...(args as [() => void]));
    if (typeof args[0] !== 'function') this.tell(args[0], args[1]);
    return this;
  }

  /** Whether Next's answer is to be dropped: it has the replaced status and nothing of it went out yet. */
  private holds(status: number): boolean {
    if (!this.replacement || this.headersSent) return false;
    if (status === this.replacement.status) this.holding = true;
    return this.holding;
  }

  private answerInstead(): this {
    const { answer } = this.replacement!;
    this.replacement = null;
    this.holding = false;
    answer();
    return this;
  }

  private tell(chunk: unknown, encoding: unknown) {
    if (!this.observers.length || chunk == null || typeof chunk === 'function') return;
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    for (const observer of this.observers) observer.body(bytes);
  }
}

/** What a step learns of an answer written by someone else. */
export interface ResponseObserver {
  /** The head, just before it goes out: the status and every header (lower-case names). */
  head(status: number, headers: OutgoingHttpHeaders): void;
  /** A chunk of the body as sent (encoded as the answer chose). Copy it to keep it: the caller may reuse it. */
  body(bytes: Buffer): void;
}

/** The headers handed to writeHead(status, [message,] headers), lower-case; headers set before are not among them. */
function headersGivenTo(rest: unknown[]): OutgoingHttpHeaders {
  const given = rest.find((a) => a && typeof a === 'object');
  return given ? headerRecord(given as OutgoingHttpHeaders | unknown[]) : {};
}

/** Headers as a record with lower-case names, from an object or the flat [name, value, …] list writeHead takes. */
export function headerRecord(headers: OutgoingHttpHeaders | unknown[]): OutgoingHttpHeaders {
  const record: OutgoingHttpHeaders = {};
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) record[String(headers[i]).toLowerCase()] = headers[i + 1] as string;
  } else {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) record[name.toLowerCase()] = value;
  }
  return record;
}
