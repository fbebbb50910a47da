// Load benchmark of a running production server (`npm run build && npm start`, then `npm run bench`).
//
//   npx tsx scripts/bench.mjs [--url http://localhost:3000] [--duration 10] [--connections 50] [--warmup 2]
//                          [--only bare,static,home,category,product,search,search-fresh,user-info] [--json out.json]
//   npx tsx scripts/bench.mjs --urls http://127.0.0.1:3001,http://127.0.0.1:3002 [--only home,user-info]
//
// For each target: a short warm-up, then `duration` seconds at `connections` concurrent connections.
// Throughput is autocannon's mean req/s; p50/p95/p99 come from every response time recorded here
// (autocannon's own histogram reports p97.5 and p99 but no p95), p97.5 is autocannon's. "× static" is the
// target's req/s divided by the static file's: the ceiling Next's server reaches at all. "× bare" divides by a
// bare node:http server the bench starts itself (in a worker thread) that answers the home page's compressed bytes,
// fetched once, from memory: the ceiling of this machine's HTTP stack with this load generator beside it.
// `user-info` (GET /api/user-info as a guest: one database read per request) runs only when asked for.
// With --urls (several instances of the shop), the scaling scenario runs instead: each target (by default a
// cached page and /api/user-info) on the first instance alone, then with the same connections spread over all of
// them, with the ratio and the CPU the machine spent (busy cores, of which the bench's own), so the per-core
// figure can be read where the cores, not the shop, are the bound. Each figure carries the load average.
// Then, for each page, the JavaScript it loads: every <script src> under /_next/static in its HTML (not
// noModule polyfills), fetched and gzipped here (zlib level 6) and summed.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { freshSearchQueries } from './search-queries.ts';
import { discoverShopPages, ensureReachable, getJson as getJsonFrom, parseArgs } from './shop-pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = parseArgs(process.argv.slice(2));
/** The instances to load: --urls a,b (the scaling scenario), else one. */
const BASES = String(args.urls ?? args.url ?? process.env.BENCH_URL ?? 'http://localhost:3000')
  .split(',')
  .map((u) => u.trim().replace(/\/$/, ''))
  .filter(Boolean);
const BASE = BASES[0];
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
  for (const base of BASES) await ensureReachable(base, 'bench');
  const targets = await discoverTargets();
  if (BASES.length > 1) return scaling(targets);
  console.log(`bench: ${BASE}, ${DURATION} s × ${CONNECTIONS} connections per target, ${WARMUP} s warm-up\n`);

  const rows = [];
  const bare = !ONLY || ONLY.includes('bare') ? await startBareServer() : null;
  try {
    for (const target of bare ? [bare.target, ...targets] : targets) {
      if (ONLY && !ONLY.includes(target.group) && !ONLY.includes(target.alias)) continue;
      if (!ONLY && target.onlyWhenAsked) continue;
      process.stdout.write(`  ${target.name.padEnd(26)} `);
      const row = await load(target);
      rows.push(row);
      console.log(
        `${fmt(row.rps, 0).padStart(8)} req/s  p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  p99 ${ms(row.p99)}  load ${row.loadAverage}`,
      );
    }
  } finally {
    await bare?.stop();
  }
  const ceiling = rows.find((r) => r.group === 'static')?.rps;
  const bareCeiling = rows.find((r) => r.group === 'bare')?.rps;
  for (const r of rows) r.ratioToStatic = ceiling ? r.rps / ceiling : null;
  for (const r of rows) r.ratioToBare = bareCeiling ? r.rps / bareCeiling : null;

  console.log('\nThroughput and latency (ms)');
  printTable(
    ['target', 'path', 'req/s', 'p50', 'p95', 'p97.5', 'p99', 'non-2xx', 'errors', '× static', '× bare', 'load avg'],
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
      r.ratioToBare == null ? '–' : fmt(r.ratioToBare, 2),
      r.loadAverage,
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

const getJson = (urlPath) => getJsonFrom(BASE, urlPath);

async function discoverTargets() {
  const { categoryPath, productPath } = await discoverShopPages(BASE);

  const search = (q) => `/api/search/hints-and-products?query=${encodeURIComponent(q)}`;
  return [
    { group: 'static', name: 'static file (ceiling)', path: await staticPath() },
    { group: 'home', name: 'home', path: '/', page: true },
    { group: 'category', name: 'category', path: categoryPath, page: true },
    { group: 'product', name: 'product', path: productPath, page: true },
    { group: 'search', name: `search "${SEARCH_QUERIES[0]}"`, path: search(SEARCH_QUERIES[0]) },
    // Several queries in turn (common, multi-word, typo, short), so no single cached answer dominates.
    {
      group: 'search',
      name: 'search (mixed queries)',
      path: search(SEARCH_QUERIES[1]),
      paths: SEARCH_QUERIES.map(search),
    },
    // A fresh query for nearly every request (a catalogue word + the prefix of another, some with a typo or in the
    // other layout): what the search itself costs when neither the response cache nor the hint cache has the answer
    // (the issue's «search under load» target: p95 ≤ 50 ms on PostgreSQL, ≤ 100 ms on PGlite, 50 connections).
    // `--only search-fresh` runs this one alone (e.g. under a CPU profile of the server).
    {
      group: 'search',
      alias: 'search-fresh',
      name: 'search (uncached, varied)',
      path: search('…'),
      fresh: await freshQueries(search),
    },
    // Personal, never cached: a guest's header badge (the cart count: one database read per request).
    {
      group: 'user-info',
      name: 'user-info (a guest)',
      path: '/api/user-info',
      headers: { cookie: `guest=${randomUUID()}` },
      onlyWhenAsked: true,
    },
  ];
}

/**
 * The truer ceiling: a bare node:http server, in a worker thread of its own (so it does not share the load
 * generator's event loop), answering the bytes the shop sends for its home page — fetched once, compressed as the
 * bench asks — from memory, with nothing else to do.
 */
async function startBareServer() {
  const home = await rawGet(`${BASE}/`, { 'accept-encoding': 'gzip, br' });
  if (home.status !== 200) throw new Error(`GET / answered ${home.status}: no bytes for the bare ceiling`);
  const headers = { 'content-type': home.headers['content-type'] ?? 'text/html; charset=utf-8' };
  if (home.headers['content-encoding']) headers['content-encoding'] = home.headers['content-encoding'];
  headers['content-length'] = String(home.body.length);
  const worker = new Worker(
    `const http = require('node:http');
     const { parentPort, workerData } = require('node:worker_threads');
     const body = Buffer.from(workerData.body);
     const server = http.createServer((request, response) => { response.writeHead(200, workerData.headers); response.end(body); });
     server.keepAliveTimeout = 60_000;
     server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
     parentPort.on('message', () => server.close(() => process.exit(0)));`,
    { eval: true, workerData: { body: home.body, headers } },
  );
  const port = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const size = `${(home.body.length / 1024).toFixed(1)} KB, ${headers['content-encoding'] ?? 'identity'}`;
  console.log(`bench: the bare ceiling answers the home page's bytes (${size}) from memory\n`);
  return {
    target: {
      group: 'bare',
      name: 'bare node:http (ceiling)',
      path: '/',
      base: `http://127.0.0.1:${port}`,
    },
    stop: () => worker.terminate(),
  };
}

/** One GET without decompression: the bytes as they travel. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Several instances against one: each target on the first instance alone, then the same connections spread over
 * all (autocannon gives its connections to the URLs in turn). Both runs note the CPU the whole machine spent
 * (busy cores) and the bench's own share, so "req/s per core the shop had" can be told from the ratio.
 */
async function scaling(targets) {
  const groups = ONLY ?? ['home', 'user-info'];
  const chosen = targets.filter((t) => groups.includes(t.group) && !t.fresh && !t.paths);
  console.log(
    `bench: ${BASES.length} instances (${BASES.join(', ')}), ${DURATION} s × ${CONNECTIONS} connections per run, ` +
      `${WARMUP} s warm-up, ${os.cpus().length} cores\n`,
  );
  const servers = BASES.map(listeningProcess);
  if (servers.some((pid) => pid === null))
    console.log('bench: not every instance is a process of this machine the bench may read: no per-core figure\n');
  const rows = [];
  for (const target of chosen) {
    for (const bases of [[BASE], BASES]) {
      process.stdout.write(`  ${target.name.padEnd(22)} on ${String(bases.length).padEnd(2)} `);
      const row = { ...(await load({ ...target, bases, servers })), instances: bases.length };
      rows.push(row);
      console.log(
        `${fmt(row.rps, 0).padStart(8)} req/s  p95 ${ms(row.p95)}  shop cores ${fmt(row.shopCores, 2)}  ` +
          `busy cores ${fmt(row.busyCores, 2)} (bench ${fmt(row.benchCores, 2)})  load ${row.loadAverage}`,
      );
    }
  }
  console.log(
    '\nInstances side by side (same connections). shop cores: CPU the instances spent ÷ seconds; busy cores: the' +
      ' whole machine (other work included); per core = req/s ÷ shop cores',
  );
  printTable(
    [
      'target',
      'instances',
      'req/s',
      'p95',
      '× one',
      'shop cores',
      'busy cores',
      'bench cores',
      'req/s per shop core',
      'load avg',
    ],
    rows.map((r) => {
      const one = rows.find((o) => o.name === r.name && o.instances === 1);
      return [
        r.name,
        String(r.instances),
        fmt(r.rps, 0),
        fmt(r.p95, 1),
        fmt(r.rps / one.rps, 2),
        fmt(r.shopCores, 2),
        fmt(r.busyCores, 2),
        fmt(r.benchCores, 2),
        r.shopCores ? fmt(r.rps / r.shopCores, 0) : '–',
        r.loadAverage,
      ];
    }),
  );
  if (args.json) {
    fs.writeFileSync(
      String(args.json),
      JSON.stringify({ at: new Date().toISOString(), bases: BASES, cores: os.cpus().length, scaling: rows }, null, 2),
    );
    console.log(`\nbench: wrote ${args.json}`);
  }
}

/**
 * The process listening on this URL's port, when it runs on this machine and the bench may read it (Linux /proc:
 * the listening socket's inode, then the process holding it); else null.
 */
function listeningProcess(base) {
  try {
    const port = Number(new URL(base).port || 80);
    const inodes = new Set();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
        const cols = line.trim().split(/\s+/);
        if (cols[3] === '0A' && parseInt(cols[1]?.split(':')[1] ?? '', 16) === port) inodes.add(`socket:[${cols[9]}]`);
      }
    }
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let fds = [];
      try {
        fds = fs.readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          if (inodes.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
        } catch {
          // gone meanwhile
        }
      }
    }
  } catch {
    // not Linux, or nothing to read
  }
  return null;
}

/** CPU seconds a process has spent (user + system), from /proc; null when it cannot be read. */
function processCpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU time of the whole machine (busy and total, ms) and of this process, to tell how many cores a run used. */
function cpuNow(servers = []) {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  const shop = servers.map(processCpuSeconds);
  return {
    busy,
    total,
    own: process.cpuUsage(),
    shop: shop.some((v) => v === null) ? null : shop.reduce((a, b) => a + b, 0),
    at: performance.now(),
  };
}

/** A generator of search paths that rarely repeat (scripts/search-queries.ts), from the catalogue's names. */
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
  const next = freshSearchQueries(words);
  return () => search(next());
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

/** An address in 10.0.0.0/8, as a proxy would forward a shopper's. */
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;

async function load(target) {
  // Each fresh query as from a shopper of its own (a random X-Forwarded-For): one address would meet the search's
  // per-address rate limit within seconds. The shop must trust it: start it with TRUST_PROXY=1 for this target.
  const requests = target.fresh
    ? [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: target.fresh(),
            headers: { ...request.headers, 'x-forwarded-for': randomAddress() },
          }),
        },
      ]
    : (target.paths ?? [target.path]).map((p) => ({ method: 'GET', path: p }));
  const bases = target.bases ?? [target.base ?? BASE];
  const options = {
    url: bases.length === 1 ? bases[0] : bases,
    requests,
    headers: { 'accept-encoding': 'gzip, br', ...target.headers },
  };
  if (WARMUP > 0) await autocannon({ ...options, connections: Math.min(10, CONNECTIONS), duration: WARMUP });

  const latencies = [];
  const before = cpuNow(target.servers);
  const instance = autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const after = cpuNow(target.servers);
  const seconds = (after.at - before.at) / 1000;
  const ownMs = (after.own.user - before.own.user + after.own.system - before.own.system) / 1000;
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
    busyCores: ((after.busy - before.busy) / (after.total - before.total)) * os.cpus().length,
    benchCores: ownMs / 1000 / seconds,
    shopCores: before.shop === null || after.shop === null ? null : (after.shop - before.shop) / seconds,
    loadAverage: os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
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
