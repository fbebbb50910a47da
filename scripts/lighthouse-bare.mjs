// The reference row of `npm run lighthouse -- --bare`: a bare Next.js app — the root layout and one server-rendered
// page, no client component, no CSS, no data — built with this checkout's Next.js and React and measured exactly like
// the shop's pages (same browser, same front, same runs), as the bench measures a bare node:http server beside the
// shop.
//
// Why: Lighthouse's simulation multiplies the main-thread time it observes by four whatever the host's CPU, so TBT
// moves with the machine (Lighthouse's docs/throttling.md calls 4× right for a benchmark index of 1 500–2 000 and 2×
// for 1 000–1 500). On a slow host the framework's own start — React DOM's evaluation, hydration, the browser's first
// layout — is well over 100 ms before the shop adds anything. The bare page says what the framework costs on the
// machine and in the minutes at hand, so a reader can tell the shop's share of each page's figure from the host's.
// It is a reference, not a lower bound: the bare page hydrates in one task, while the shop's pages stream and are
// hydrated in slices, so a shop page can score below it.
//
// The app is written to .next-bare/ (ignored by git, the linters and the type check, like every .next-*/ folder)
// and built there once; it is built again only when these sources or the installed Next.js change.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForServer } from './shop-pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, '.next-bare');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const STAMP = path.join(DIR, 'built-from.json');

/**
 * The whole app. Plain JSX, so that Next does not write a tsconfig of its own into the folder. Turbopack compiles
 * the instrumentation file of the workspace root (this checkout: the shop's start-up, which opens its database) into
 * an app in a subfolder that has none of its own, so the bare app brings an empty one.
 */
const SOURCES = {
  'next.config.mjs': 'export default {};\n',
  'instrumentation.js': 'export function register() {}\n',
  'app/layout.jsx': `export const metadata = { title: 'Голый Next.js', description: 'Пустая страница для замера.' };

export default function RootLayout({ children }) {
  return (
    <html lang="ru">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Голый Next.js</h1>
      <p>Одна страница, отрисованная на сервере: без клиентских компонентов, стилей и данных.</p>
    </main>
  );
}
`,
};

/** Builds the bare app when needed and starts it on a free loopback port; returns its base URL and stop(). */
export async function startBareNext() {
  buildIfStale();
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => child.kill('SIGTERM');
  try {
    await waitForServer(child, {
      name: `the bare Next.js app at ${base}`,
      answers: () => answersOk(base),
      seconds: 30,
      output: () => errors,
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { base, describe: `a bare Next.js ${nextVersion()} page (.next-bare/)`, stop };
}

function buildIfStale() {
  const wanted = JSON.stringify({ next: nextVersion(), sources: SOURCES });
  const built = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : null;
  if (built === wanted && fs.existsSync(path.join(DIR, '.next/BUILD_ID'))) return;
  fs.rmSync(DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(SOURCES)) {
    fs.mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(DIR, file), text);
  }
  console.log('lighthouse: building the bare Next.js app in .next-bare/ (once)');
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`building the bare Next.js app failed:\n${result.stdout}\n${result.stderr}`.trim());
  fs.writeFileSync(STAMP, wanted);
}

function nextVersion() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;
}

async function answersOk(base) {
  try {
    return (await fetch(base, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false; // not listening yet
  }
}
