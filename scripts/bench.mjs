#!/usr/bin/env node
// Load benchmark of a running production server (`npm run build && npm start`, then `npm run bench`).
//
//   node scripts/bench.mjs [--url http://localhost:3000] [--duration 10] [--connections 50] [--warmup 2]
//                          [--only static,home,category,product,search] [--json out.json]
//
// For each target: a short warm-up, then `duration` seconds at `connections` concurrent connections.
// Throughput is autocannon's mean req/s; p50/p95/p99 come from every response time recorded here
// (autocannon's own histogram reports p97.5 and p99 but no p95), p97.5 is autocannon's. "× static" is the
// target's req/s divided by the static file's: the ceiling this machine and Next's server reach at all.
// Then, for each page, the JavaScript it loads: every <script src> under /_next/static in its HTML (not
// noModule polyfills), fetched and gzipped here (zlib level 6) and summed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = parseArgs(process.argv.slice(2));
const BASE = String(args.url ?? process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 50);
const WARMUP = Number(args.warmup ?? 2);
const ONLY = args.only ? String(args.only).split(',') : null;
const SEARCH_QUERIES = ['кукла', 'куклы барби', 'конструктор', 'мягкая игрушка', 'кукал', 'пазл'];

main().catch((error) => {
  console.error(`bench: ${error.message}`);
  process.exit(1);
});

async function main() {
  await ensureReachable();
  const targets = await discoverTargets();
  console.log(`bench: ${BASE}, ${DURATION} s × ${CONNECTIONS} connections per target, ${WARMUP} s warm-up\n`);

  const rows = [];
  for (const target of targets) {
    if (ONLY && !ONLY.includes(target.group)) continue;
    process.stdout.write(`  ${target.name.padEnd(26)} `);
    const row = await load(target);
    rows.push(row);
    console.log(`${fmt(row.rps, 0).padStart(8)} req/s  p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  p99 ${ms(row.p99)}`);
  }
  const ceiling = rows.find((r) => r.group === 'static')?.rps;
  for (const r of rows) r.ratioToStatic = ceiling ? r.rps / ceiling : null;

  console.log('\nThroughput and latency (ms)');
  printTable(
    ['target', 'path', 'req/s', 'p50', 'p95', 'p97.5', 'p99', 'non-2xx', 'errors', '× static'],
    rows.map((r) => [
      r.name,
      shorten(decodeURIComponent(r.path), 48),
      fmt(r.rps, 0),
      fmt(r.p50, 1),
      fmt(r.p95, 1),
      fmt(r.p97_5, 1),
      fmt(r.p99, 1),
      String(r.non2xx),
      String(r.errors),
      r.ratioToStatic == null ? '–' : fmt(r.ratioToStatic, 2),
    ]),
  );

  const pages = targets.filter((t) => t.page && (!ONLY || ONLY.includes(t.group)));
  const js = [];
  for (const page of pages) js.push(await pageJavaScript(page));
  console.log('\nJavaScript loaded by each page (<script src> under /_next/static)');
  printTable(
    ['page', 'path', 'scripts', 'raw KB', 'gzip KB'],
    js.map((p) => [p.name, p.path, String(p.scripts), fmt(p.rawBytes / 1024, 1), fmt(p.gzipBytes / 1024, 1)]),
  );

  if (args.json) {
    const out = {
      at: new Date().toISOString(),
      base: BASE,
      duration: DURATION,
      connections: CONNECTIONS,
      latencyNote: 'p50/p95/p99 from all recorded response times; p97_5 from autocannon',
      load: rows,
      javascript: js,
    };
    fs.writeFileSync(String(args.json), JSON.stringify(out, null, 2));
    console.log(`\nbench: wrote ${args.json}`);
  }
}

async function ensureReachable() {
  try {
    const res = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) console.warn(`bench: GET /api/health answered ${res.status}; going on`);
  } catch (error) {
    throw new Error(
      `no server at ${BASE} (${error.cause?.code ?? error.message}). Start one (npm run build && npm start) or set BENCH_URL.`,
    );
  }
}

async function getJson(urlPath) {
  const res = await fetch(`${BASE}${urlPath}`);
  if (!res.ok) throw new Error(`GET ${urlPath} answered ${res.status}`);
  return res.json();
}

async function discoverTargets() {
  const { cats } = await getJson('/api/main/cat');
  const category = cats?.[0]?.alias;
  const { products } = await getJson('/api/popular');
  const productAlias = products?.[0]?.alias;
  if (!category || !productAlias)
    throw new Error('could not discover a category and a product from /api/main/cat and /api/popular');
  const slug = productAlias.replace(/^\//, '').replace(/\.html$/, '');

  const search = (q) => `/api/search/hints-and-products?query=${encodeURIComponent(q)}`;
  return [
    { group: 'static', name: 'static file (ceiling)', path: await staticPath() },
    { group: 'home', name: 'home', path: '/', page: true },
    { group: 'category', name: 'category', path: `/category${category}`, page: true },
    { group: 'product', name: 'product', path: `/product/${slug}`, page: true },
    { group: 'search', name: `search "${SEARCH_QUERIES[0]}"`, path: search(SEARCH_QUERIES[0]) },
    // Several queries in turn (common, multi-word, typo, short), so no single cached answer dominates.
    {
      group: 'search',
      name: 'search (mixed queries)',
      path: search(SEARCH_QUERIES[1]),
      paths: SEARCH_QUERIES.map(search),
    },
    // A fresh query for nearly every request (a catalogue word + the prefix of another): what the search itself
    // costs when neither the response cache nor the per-process hint cache has the answer.
    { group: 'search', name: 'search (uncached, varied)', path: search('…'), fresh: await freshQueries(search) },
  ];
}

/** A generator of search paths that rarely repeat: word + prefix of another word, from the catalogue's names. */
async function freshQueries(search) {
  const names = [];
  for (const list of ['popular', 'new', 'sale', 'hit']) {
    for (const p of (await getJson(`/api/${list}`)).products ?? []) names.push(p.name);
  }
  const words = [
    ...new Set(
      names
        .join(' ')
        .toLowerCase()
        .split(/[^a-zа-яё0-9]+/i)
        .filter((w) => w.length >= 4),
    ),
  ];
  if (words.length < 2) throw new Error('too few catalogue words for varied search queries');
  const pick = () => words[Math.floor(Math.random() * words.length)];
  return () => {
    const second = pick();
    return search(`${pick()} ${second.slice(0, 2 + Math.floor(Math.random() * (second.length - 1)))}`);
  };
}

/** A file Next serves from disk without rendering: public/robots.txt, else another file in public/. */
async function staticPath() {
  const publicDir = path.join(ROOT, 'public');
  const files = fs.existsSync(publicDir)
    ? fs.readdirSync(publicDir).filter((f) => fs.statSync(path.join(publicDir, f)).isFile())
    : [];
  const preferred = ['robots.txt', 'favicon.ico'].find((f) => files.includes(f)) ?? files.sort()[0];
  for (const candidate of [preferred && `/${preferred}`, '/robots.txt'].filter(Boolean)) {
    const res = await fetch(`${BASE}${candidate}`);
    if (res.ok) return candidate;
  }
  throw new Error('found no static file to use as the ceiling (public/ is empty and /robots.txt does not answer)');
}

async function load(target) {
  const requests = target.fresh
    ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: target.fresh() }) }]
    : (target.paths ?? [target.path]).map((p) => ({ method: 'GET', path: p }));
  const options = { url: BASE, requests, headers: { 'accept-encoding': 'gzip, br' } };
  if (WARMUP > 0) await autocannon({ ...options, connections: Math.min(10, CONNECTIONS), duration: WARMUP });

  const latencies = [];
  const instance = autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : NaN;
  return {
    group: target.group,
    name: target.name,
    path: target.path,
    rps: result.requests.average,
    requests: result.requests.total,
    p50: pct(50),
    p95: pct(95),
    p97_5: result.latency.p97_5,
    p99: pct(99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function pageJavaScript(page) {
  const res = await fetch(`${BASE}${page.path}`);
  const html = await res.text();
  const srcs = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = tag.match(/\bsrc="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
    // noModule scripts (legacy polyfills) are skipped by every browser that runs the app's modules.
    if (!src || /\bnomodule\b/i.test(tag) || !src.includes('/_next/static/')) continue;
    srcs.add(new URL(src, BASE).toString());
  }
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += zlib.gzipSync(body, { level: 6 }).length;
  }
  return { name: page.name, path: page.path, status: res.status, scripts: srcs.size, rawBytes, gzipBytes };
}

function printTable(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

function shorten(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function fmt(n, digits) {
  return n == null || Number.isNaN(n)
    ? '–'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function ms(n) {
  return `${fmt(n, 1)} ms`.padStart(10);
}

function parseArgs(list) {
  const out = {};
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    if (!a.startsWith('--')) continue;
    const [key, inline] = a.slice(2).split('=');
    out[key] = inline ?? (list[i + 1] && !list[i + 1].startsWith('--') ? list[++i] : true);
  }
  return out;
}
