// What scripts/bench.mjs, scripts/lighthouse.mjs and their helpers share: argument parsing, a free port and the wait
// for a started server, the check that a shop answers at all, and the category and product pages they measure (found
// through the shop's own API, so any catalogue will do). tests/support/pg-cluster.mjs takes its free port here too.
import net from 'node:net';

/** `--key value`, `--key=value` and bare `--flag` (true). */
export function parseArgs(list) {
  const out = {};
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    if (!a.startsWith('--')) continue;
    const [key, inline] = a.slice(2).split('=');
    out[key] = inline ?? (list[i + 1] && !list[i + 1].startsWith('--') ? list[++i] : true);
  }
  return out;
}

/** A loopback port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits until `answers()` resolves true, asking every 100 ms, for a server just started as `child` (a process whose
 * stderr `output()` returns). Fails as soon as the process exits, or after `seconds`, with what it printed.
 */
export async function waitForServer(child, { name, answers, seconds, output }) {
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`${name} stopped at start: ${output().trim()}`);
    if (await answers()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer within ${seconds} s: ${output().trim()}`);
}

export async function ensureReachable(base, tool) {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) console.warn(`${tool}: GET /api/health answered ${res.status}; going on`);
  } catch (error) {
    throw new Error(
      `no server at ${base} (${error.cause?.code ?? error.message}). Start one (npm run build && npm start) or pass --url.`,
    );
  }
}

export async function getJson(base, urlPath) {
  const res = await fetch(`${base}${urlPath}`);
  if (!res.ok) throw new Error(`GET ${urlPath} answered ${res.status}`);
  return res.json();
}

/** The first menu category's page and the first popular product's page (and that product's id). */
export async function discoverShopPages(base) {
  const { cats } = await getJson(base, '/api/main/cat');
  const category = cats?.[0]?.alias;
  const { products } = await getJson(base, '/api/popular');
  const product = products?.[0];
  if (!category || !product?.alias)
    throw new Error('could not discover a category and a product from /api/main/cat and /api/popular');
  const slug = product.alias.replace(/^\//, '').replace(/\.html$/, '');
  return { categoryPath: `/category${category}`, productPath: `/product/${slug}`, productId: product.id };
}
