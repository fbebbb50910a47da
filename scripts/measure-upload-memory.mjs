// What a burst of hostile uploads costs the server's memory (docs/SECURITY.md, «Uploads»): starts the production
// build on a fresh PGlite store with the demo shop, signs a shopper in, then sends five review forms at once, each
// with a WebP of 16 383 × 16 383 pixels that weighs 38 bytes, and one review form of 60 MB sent chunked (no
// Content-Length). Prints the server's resident memory (RSS, from /proc) before, the peak while the burst runs, and
// 5 s and 30 s after; and whether the 60 MB body was answered before the client finished sending it.
//
//   node scripts/measure-upload-memory.mjs [--dist .next-test] [--settle 30]
//
// Linux only (/proc). Takes about a minute after the build; the build must exist (npm run build, or the test build).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort, parseArgs, waitForServer } from './shop-pages.mjs';

const args = parseArgs(process.argv.slice(2));
const distDir = args.dist ?? '.next-test';
const settleSeconds = Number(args.settle ?? 30);
const ROOT = path.resolve(import.meta.dirname, '..');

const MB = 1024 * 1024;
const rssOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
};
const mb = (bytes) => `${Math.round(bytes / MB)} MB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let nextAddress = 10;
/** A loopback address of its own per request: the per-address rate limits stay untouched. */
const freshAddress = () => `127.77.${Math.floor(nextAddress / 250)}.${2 + (nextAddress++ % 250)}`;

/**
 * A lossless WebP of one colour whose header says width × height: its pixels cost no bits, so the file is the
 * same 38 bytes at any size (the header's two 14-bit fields, RIFF «VP8L», are all that changes).
 */
async function hugePixelWebp(width, height) {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
    .webp({ lossless: true, effort: 0 })
    .toBuffer();
  const bits = small.readUInt32LE(21);
  small.writeUInt32LE(((bits & 0xf0000000) | (width - 1) | ((height - 1) << 14)) >>> 0, 21);
  return small;
}

/** One request on a connection of its own; `parts` are written one after another (chunked when several). */
function send(base, urlPath, { method = 'POST', headers = {}, parts = [] } = {}) {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answeredAfter = null;
    // Kept open as browsers do: with «Connection: close» an early answer is followed by the server closing, and
    // writing on fails before the answer is read.
    const req = http.request(new URL(urlPath, base), {
      method,
      headers: { connection: 'keep-alive', ...headers },
      localAddress: freshAddress(),
      agent: false,
    });
    req.on('response', (res) => {
      answeredAfter = written;
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        req.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode, text, cookies: res.headers['set-cookie'] ?? [], answeredAfter, written });
      });
      res.on('error', reject);
    });
    req.on('error', (error) => (answeredAfter === null ? reject(error) : undefined));
    (async () => {
      for (const part of parts) {
        if (answeredAfter !== null || req.destroyed) break;
        written += part.length;
        if (!req.write(part))
          await new Promise((resolve) => {
            const done = () => {
              req.off('drain', done).off('close', done);
              resolve();
            };
            req.on('drain', done).on('close', done);
          });
      }
      req.end();
    })().catch(() => {});
  });
}

function multipart(fields, files) {
  const boundary = `----measure${Date.now().toString(36)}`;
  const head = [];
  for (const [name, value] of Object.entries(fields))
    head.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts = [Buffer.from(head.join(''))];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${file.name}"\r\n` +
          `Content-Type: image/webp\r\n\r\n`,
      ),
      ...file.chunks,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { parts, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}/`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-uploads-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '-p', port], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      SITE_URL: base,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (d) => (output += d));
  try {
    await waitForServer(child, {
      name: 'the shop',
      seconds: 300,
      output: () => output,
      answers: async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok === true,
    });
    const { products } = await (await fetch(`${base}/api/popular`)).json();
    const pid = products[0].id;
    const email = `measure-${Date.now()}@example.com`;
    const registered = await send(base, '/api/registration', {
      headers: { 'content-type': 'application/json', origin: base },
      parts: [Buffer.from(JSON.stringify({ email, password: 'Measure-uploads-2026' }))],
    });
    if (registered.status !== 200) throw new Error(`registration answered ${registered.status}: ${registered.text}`);
    const cookie = registered.cookies.map((c) => c.split(';')[0]).join('; ');
    const headers = (contentType) => ({ cookie, origin: base, 'content-type': contentType });

    // Warm up the review route (its code loaded, sharp initialised) with one ordinary photo, refused as a 409 or
    // accepted: either way the route has run once.
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a05070' } })
      .jpeg()
      .toBuffer();
    const warm = multipart({ pid, rating: 5, text: 'Разогрев: обычное фото' }, [{ name: 'a.jpg', chunks: [photo] }]);
    await send(base, '/api/product-reviews', { headers: headers(warm.contentType), parts: warm.parts });
    await sleep(5000);
    const before = rssOf(child.pid);

    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid))), 50);
    const webp = await hugePixelWebp(16383, 16383);
    const pixelForms = await Promise.all(
      [1, 2, 3, 4, 5].map(() => {
        const form = multipart({ pid: pid + 1, rating: 5, text: 'Огромная картинка' }, [
          { name: 'huge.webp', chunks: [webp] },
        ]);
        return send(base, '/api/product-reviews', { headers: headers(form.contentType), parts: form.parts });
      }),
    );
    await sleep(5000);
    const afterPixels = rssOf(child.pid);
    const peakPixels = peak;

    const chunk = Buffer.alloc(64 * 1024, 0x5a);
    const big = multipart({ pid: pid + 2, rating: 5, text: 'Очень большой файл' }, [
      { name: 'big.webp', chunks: Array.from({ length: (60 * MB) / chunk.length }, () => chunk) },
    ]);
    const started = Date.now();
    const chunked = await send(base, '/api/product-reviews', {
      headers: { ...headers(big.contentType), 'transfer-encoding': 'chunked' },
      parts: big.parts,
    });
    const chunkedMs = Date.now() - started;
    await sleep(5000);
    const after5 = rssOf(child.pid);
    await sleep(Math.max(0, settleSeconds - 5) * 1000);
    const afterSettle = rssOf(child.pid);
    clearInterval(sampler);

    console.log(`build: ${distDir}`);
    console.log(`five 16383² WebPs (${webp.length} B each): ${pixelForms.map((r) => r.status).join(', ')}`);
    console.log(`  ${JSON.parse(pixelForms[0].text).error ?? pixelForms[0].text.slice(0, 200)}`);
    console.log(`  RSS peak ${mb(peakPixels)} (+${mb(peakPixels - before)}), 5 s after ${mb(afterPixels)}`);
    console.log(
      `60 MB chunked form: ${chunked.status} in ${chunkedMs} ms, answered after ${mb(chunked.answeredAfter)} ` +
        `of the body were written`,
    );
    console.log(`  ${JSON.parse(chunked.text).error ?? chunked.text.slice(0, 200)}`);
    console.log(
      `RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)}), 5 s after the last ${mb(after5)}, ` +
        `after ${settleSeconds} s ${mb(afterSettle)} (+${mb(afterSettle - before)})`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
