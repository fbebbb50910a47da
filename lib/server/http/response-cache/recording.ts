import type { OutgoingHttpHeaders } from 'node:http';
import type { ResponseObserver, ShopResponse } from '../shop-response';
import type { FinishedAnswer } from './entry';
import { shareableFor } from './rules';

/** What becomes of a recorded answer; the response cache decides what each means for the key. */
export interface RecordingOutcome {
  /** Nothing to keep. `unshareable`: nor will there be for the next request (a 304 says nothing about that). */
  dropped(unshareable: boolean): void;
  /** The answer finished and may be kept. */
  finished(answer: FinishedAnswer): void;
  /** It never finished (the client left, Next failed): it brings nothing. */
  abandoned(): void;
}

/**
 * Records one answer as it goes out, through the response's observer (shop-response.ts), whoever writes it (a fast
 * route or Next). Most answers cannot be kept (personal pages and APIs): their head says so as it goes out, and from
 * then on nothing of theirs is collected. An answer that may be kept is marked `X-Cache: MISS` (and in test mode
 * `X-Cache-Fill`: which pass through Next made the copy).
 */
export class Recording implements ResponseObserver {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private over = false;
  private status = 0;
  private headers: OutgoingHttpHeaders = {};

  constructor(
    private readonly response: ShopResponse,
    private readonly maxBytes: number,
    /** Test mode: the number of this pass through Next, 0 when not counted. */
    private readonly fill: number,
    private readonly outcome: RecordingOutcome,
  ) {}

  start() {
    this.response.observe(this);
    let finished = false;
    this.response.once('finish', () => {
      finished = true;
      this.finish();
    });
    this.response.once('close', () => {
      if (!finished && !this.over) this.outcome.abandoned();
    });
  }

  head(status: number, headers: OutgoingHttpHeaders) {
    if (this.over) return;
    if (shareableFor(status, headers) <= 0) return this.drop(status !== 304);
    this.status = status;
    this.headers = { ...headers, ...this.markMiss() };
  }

  body(bytes: Buffer) {
    if (this.over) return;
    this.size += bytes.length;
    if (this.size > this.maxBytes) return this.drop(true);
    this.chunks.push(Buffer.from(bytes));
  }

  private markMiss(): OutgoingHttpHeaders {
    const marks: OutgoingHttpHeaders = {
      'x-cache': 'MISS',
      ...(this.fill ? { 'x-cache-fill': String(this.fill) } : {}),
    };
    for (const [name, value] of Object.entries(marks)) this.response.setHeader(name, value!);
    return marks;
  }

  private finish() {
    if (this.over) return;
    this.over = true;
    const ttlMs = shareableFor(this.status, this.headers);
    if (ttlMs <= 0) return this.outcome.dropped(true);
    this.outcome.finished({ status: this.status, headers: this.headers, sent: Buffer.concat(this.chunks), ttlMs });
  }

  private drop(unshareable: boolean) {
    this.over = true;
    this.chunks.length = 0;
    this.outcome.dropped(unshareable);
  }
}
