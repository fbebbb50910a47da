import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControl } from '@/lib/cache/policy';
import { pickEncoding } from './response-cache/encoding';

/**
 * The client bundle's scripts and style sheets in Brotli, for browsers that accept it: the build writes a `.br`
 * copy beside each (scripts/precompress-static.mjs), and this step of the shop's server (server-steps.ts) sends that copy
 * instead of Next's gzip, compressed anew on every request and about 14 % larger (docs/adr/0087-brotli-bundle.md).
 * Anything else under /_next/static/ (a file without a copy, a browser without Brotli, a name that is not a plain
 * file name) goes to Next as before.
 */
const PREFIX = '/_next/static/';
/** Names the build gives its files: hashed, no escapes, no dot segments. */
const PLAIN_NAME = /^(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(js|css)$/;
const CONTENT_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
};

export class StaticBrotli {
  /** Relative paths (under static/) that have a `.br` copy, with its size; read once: a build does not change. */
  private copies: Map<string, number> | null = null;

  constructor(private readonly staticDir: string) {}

  /** Answers the request from a Brotli copy and returns true, or returns false for Next to answer it. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '';
    if (!url.startsWith(PREFIX)) return false;
    const query = url.indexOf('?');
    const name = url.slice(PREFIX.length, query < 0 ? undefined : query);
    const match = PLAIN_NAME.exec(name);
    if (!match || pickEncoding(request.headers['accept-encoding']) !== 'br') return false;
    const size = this.index().get(name);
    if (size === undefined) return false;
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[match[1]],
      'Content-Encoding': 'br',
      'Content-Length': size,
      'Cache-Control': cacheControl('staticAssets'),
      Vary: 'Accept-Encoding',
    });
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    fs.createReadStream(path.join(this.staticDir, `${name}.br`))
      .on('error', () => response.destroy())
      .pipe(response);
    return true;
  }

  private index(): Map<string, number> {
    if (this.copies) return this.copies;
    const copies = new Map<string, number>();
    const files = fs.existsSync(this.staticDir)
      ? fs.readdirSync(this.staticDir, { recursive: true, encoding: 'utf8' })
      : [];
    for (const file of files.filter((name) => name.endsWith('.br'))) {
      copies.set(file.slice(0, -3).split(path.sep).join('/'), fs.statSync(path.join(this.staticDir, file)).size);
    }
    this.copies = copies;
    return copies;
  }
}

/** The folder Next serves /_next/static/ from in this process: the build's folder under the working directory. */
export const nextStaticDir = (distDir: string) => path.resolve(process.cwd(), distDir, 'static');
