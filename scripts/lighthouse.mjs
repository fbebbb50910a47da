#!/usr/bin/env node
// Lighthouse against a running shop (`npm run build && npm start`, then `npm run lighthouse`); builds nothing.
//
//   node scripts/lighthouse.mjs [--url http://localhost:3000] [--runs 3] [--only home,category,product,search,cart]
//                               [--json out.json] [--launcher-defaults] [--front nginx] [--bare]
//
// Lighthouse's default config is the mobile one: a Moto G-class screen, simulated Slow 4G and a 4× CPU slowdown.
// Each page is loaded once to warm the shop's caches, then measured `runs` times in Debian's headless Chromium, and
// the median of each category score (performance, accessibility, best practices, SEO) and of LCP, TBT and CLS is
// printed, beside the targets of docs/PERFORMANCE.md (section «Targets»). The cart is measured with a product
// in it: one is put in through the cart API under a fresh guest cookie, and Lighthouse sends that cookie with every
// request.
// Scores move with the machine's load and speed (the 4× slowdown multiplies whatever CPU Lighthouse itself gets):
// each row carries the load average, and the output Lighthouse's benchmark index of this machine (its own CPU
// score; figures from machines with different indexes are not comparable).
// `--front nginx` measures through the front of docs/DEPLOY.md (TLS and HTTP/2, scripts/nginx-front.mjs), started
// before the shop at --url: what shoppers reach. Without it Lighthouse talks to the shop's own HTTP/1.1 port.
// `--bare` measures first, the same way, a bare Next.js page (scripts/lighthouse-bare.mjs, built once): what the
// framework alone scores on this machine, printed as the first row, and each page's TBT beside it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBareNext } from './lighthouse-bare.mjs';
import { startNginxFront } from './nginx-front.mjs';
import { discoverShopPages, ensureReachable, parseArgs } from './shop-pages.mjs';

const args = parseArgs(process.argv.slice(2));
const BASE = String(args.url ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Math.max(1, Number(args.runs ?? 3));
const ONLY = args.only ? String(args.only).split(',') : null;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The issue's targets (docs/PERFORMANCE.md): scores at least, metrics at most. */
const TARGETS = {
  performance: { home: 98, category: 98, product: 98, search: 95, cart: 95 },
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcp: 2000,
  tbt: 100,
  cls: 0.02,
};
/** Pages that ask search engines to stay away: their SEO score is shown but not held to the target. */
const NOINDEX = new Set(['search', 'cart']);
/** The bare Next.js page of --bare: a reference, held to no target. */
const BARE = 'bare';

main().catch((error) => {
  console.error(`lighthouse: ${error.message}`);
  process.exit(1);
});

async function main() {
  await ensureReachable(BASE, 'lighthouse');
  const { categoryPath, productPath, productId } = await discoverShopPages(BASE);
  const guest = randomUUID();
  await putInCart(productId, guest);
  const pages = [
    { id: 'home', path: '/' },
    { id: 'category', path: categoryPath },
    { id: 'product', path: productPath },
    { id: 'search', path: `/search/${encodeURIComponent('кукла')}` },
    { id: 'cart', path: '/cart', headers: { Cookie: `guest=${guest}` } },
  ].filter((p) => !ONLY || ONLY.includes(p.id));

  if (args.front !== undefined && args.front !== 'nginx')
    throw new Error(`--front knows only nginx, not ${args.front}`);
  const fronts = [];
  const bare = args.bare ? await startBareNext() : null;
  let chrome;
  const rows = [];
  try {
    const front = args.front ? await startFront(BASE, fronts) : null;
    const origin = front?.origin ?? BASE;
    for (const page of pages) page.origin = origin;
    if (bare) {
      const bareFront = args.front ? await startFront(bare.base, fronts) : null;
      pages.unshift({ id: BARE, path: '/', origin: bareFront?.origin ?? bare.base });
      console.log(`lighthouse: the reference is ${bare.describe}, measured the same way first`);
    }
    console.log(
      `lighthouse: ${front?.describe ?? `${BASE} (the shop's own HTTP/1.1 port)`}, mobile (simulated Slow 4G, 4× CPU), ` +
        `median of ${RUNS} runs per page\n`,
    );
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      ignoreDefaultFlags: true,
      chromeFlags: [
        ...launcherFlags(Boolean(args['launcher-defaults'])),
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        // The fronts' throwaway certificates, and no other, are trusted.
        ...(fronts.length ? [`--ignore-certificate-errors-spki-list=${fronts.map((f) => f.spki).join(',')}`] : []),
      ],
    });
    for (const page of pages) {
      // One run first that is not counted: a shop that just started renders its pages and resizes its pictures
      // on the first request for each, which no later shopper waits for.
      await measure(chrome.port, page);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await measure(chrome.port, page));
        const run = runs.at(-1);
        process.stdout.write(
          `  ${page.id} run ${i + 1}/${RUNS}: perf ${run.performance}, LCP ${Math.round(run.lcp)} ms, ${run.lcpOrder}\n`,
        );
      }
      rows.push(summarise(page, runs));
    }
  } finally {
    await chrome?.kill();
    for (const front of fronts) front.stop();
    bare?.stop();
  }
  printTable(rows);
  if (args.json) {
    fs.writeFileSync(
      String(args.json),
      JSON.stringify(
        {
          url: BASE,
          front: fronts[0]?.describe ?? null,
          bare: bare?.describe ?? null,
          runs: RUNS,
          date: new Date().toISOString(),
          rows,
        },
        null,
        2,
      ),
    );
    console.log(`\nlighthouse: wrote ${args.json}`);
  }
}

/**
 * chrome-launcher's default flags, with one change unless --launcher-defaults: its `--disable-features` list turns
 * off RenderDocument (kept off for the stability of Lighthouse's own CI), which every shopper's Chrome has on. With
 * it off, while the shop still preloaded web fonts, this Chromium held the first paint of a loaded page for about a
 * second, and the simulated LCP counted every script run in that second; since the fonts went both launches give
 * the same figures (docs/adr/0082-lighthouse-launch-flags.md and docs/adr/0084-device-font-no-intl.md). The rest of the
 * list is kept as it is.
 */
function launcherFlags(launcherDefaults) {
  const defaults = chromeLauncher.Launcher.defaultFlags();
  if (launcherDefaults) return defaults;
  return defaults.map((flag) =>
    flag.startsWith('--disable-features=')
      ? `--disable-features=${flag
          .slice('--disable-features='.length)
          .split(',')
          .filter((feature) => feature !== 'RenderDocument')
          .join(',')}`
      : flag,
  );
}

async function startFront(upstream, fronts) {
  const front = await startNginxFront(upstream);
  fronts.push(front);
  return front;
}

async function putInCart(productId, guest) {
  const res = await fetch(`${BASE}/api/add-to-cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `guest=${guest}` },
    body: JSON.stringify({ pid: productId, count: 1 }),
  });
  if (!res.ok) throw new Error(`POST /api/add-to-cart answered ${res.status}: the cart would be empty`);
}

async function measure(port, page) {
  const result = await lighthouse(`${page.origin}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders: page.headers,
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpOrder: lcpOrder(result.artifacts.Trace),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    failing: failingAudits(lhr),
  };
}

/**
 * Whether the observed LCP paint (in the unthrottled load Lighthouse records) came before Next's first script ran.
 * The simulated LCP counts every request and script evaluation before the observed paint: painted first, it is
 * about FCP plus the picture; painted after the scripts, their 200 KB and hydration's tasks are added
 * (docs/adr/0079-lighthouse-mode.md). The mode explains a run's LCP better than the machine's load.
 */
function lcpOrder(trace) {
  const events = trace?.traceEvents ?? [];
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^http/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!nav) return 'order unknown';
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.ts >= nav.ts).at(-1);
  const script = events.find(
    (e) => e.name === 'EvaluateScript' && e.ts >= nav.ts && /\/_next\/static\/chunks\//.test(e.args?.data?.url ?? ''),
  );
  if (!lcp || !script) return 'order unknown';
  const ms = (e) => Math.round((e.ts - nav.ts) / 1000);
  return `${lcp.ts < script.ts ? 'painted before the scripts' : 'painted after the scripts'} (LCP paint ${ms(lcp)} ms, first script ${ms(script)} ms)`;
}

/** What keeps a category below 100 (each audit's id and score), so the output says what to look at. */
function failingAudits(lhr) {
  const out = {};
  for (const id of CATEGORIES) {
    out[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => `${a.id} ${Math.round(a.score * 100)}`);
  }
  return out;
}

function summarise(page, runs) {
  const median = (key) => {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const row = { page: page.id, path: page.path, loadAverage: loadAverage(), runs };
  for (const key of [...CATEGORIES, 'lcp', 'tbt', 'cls', 'benchmarkIndex']) row[key] = median(key);
  row.failing = runs[runs.findIndex((r) => r.performance === row.performance)].failing;
  row.misses = misses(row);
  return row;
}

function misses(row) {
  const out = [];
  if (row.page === BARE) return out;
  const perf = TARGETS.performance[row.page];
  if (row.performance < perf) out.push(`performance < ${perf}`);
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    if (id === 'seo' && NOINDEX.has(row.page)) continue;
    if (row[id] < TARGETS[id]) out.push(`${id} < ${TARGETS[id]}`);
  }
  if (row.lcp > TARGETS.lcp) out.push(`LCP > ${TARGETS.lcp / 1000} s`);
  if (row.tbt > TARGETS.tbt) out.push(`TBT > ${TARGETS.tbt} ms`);
  if (row.cls > TARGETS.cls) out.push(`CLS > ${TARGETS.cls}`);
  return out;
}

function printTable(rows) {
  const bareTbt = rows.find((r) => r.page === BARE)?.tbt;
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'load avg', 'misses'];
  if (bareTbt !== undefined) header.splice(7, 0, 'TBT − bare');
  const body = rows.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r['best-practices']),
    NOINDEX.has(r.page) ? `${r.seo} (noindex)` : String(r.seo),
    (r.lcp / 1000).toFixed(2),
    r.tbt.toFixed(0),
    ...(bareTbt === undefined ? [] : [r.page === BARE ? '' : signed(r.tbt - bareTbt)]),
    r.cls.toFixed(3),
    r.loadAverage,
    r.page === BARE ? '(reference)' : r.misses.join(', ') || '—',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  const index = rows.map((r) => r.benchmarkIndex).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  console.log(`\nMedians of ${RUNS} runs (this machine's Lighthouse benchmark index: ${Math.round(index)})`);
  console.log(line(header));
  for (const b of body) console.log(line(b));
  const below = rows.flatMap((r) =>
    Object.entries(r.failing)
      .filter(([, list]) => list.length)
      .map(([cat, list]) => `  ${r.page} ${cat}: ${list.join(', ')}`),
  );
  if (below.length) console.log(`\nAudits below 100 (the median run):\n${below.join('\n')}`);
}

const signed = (n) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(0)}`;

function loadAverage() {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
}
