// Valid HTML (issue 12): the W3C Nu Html Checker (npm `vnu-jar`, run with Java) finds no error in the server-rendered
// HTML of the main pages. One checker run over all pages, because each Java start costs seconds. PGlite only: the
// markup does not depend on the database, so the PostgreSQL pass would check the same bytes again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { api, testDb } from '../support/api';

jest.setTimeout(180_000);

// `require('vnu-jar')` is the jar's path (a String object); the package's own postinstall (a JDK download) is not run.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const VNU_JAR = String(require('vnu-jar'));

/** Java is what runs the checker; a machine without it skips the check loudly (CI has Java 17). */
function javaMissing(): string | null {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error) return probe.error.message;
  if (probe.status !== 0) return probe.stderr.trim() || `java -version exited with ${probe.status}`;
  return null;
}

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-valid-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

async function firstProductPath(): Promise<string> {
  const products = (await api('/api/popular')).json.products as { alias: string }[];
  return `/product/${products[0].alias.slice(1, -'.html'.length)}`;
}

/** The pages a shopper (or an operator at the back-office door) lands on, with the status each answers. */
async function mainPages(): Promise<{ name: string; path: string; status: number }[]> {
  return [
    { name: 'home', path: '/', status: 200 },
    { name: 'category', path: '/category/kukly', status: 200 },
    { name: 'category-filtered', path: '/category/kukly?price_min=500&in_stock=1&sort=price_asc', status: 200 },
    { name: 'product', path: await firstProductPath(), status: 200 },
    { name: 'search', path: `/search/${encodeURIComponent('кукла')}`, status: 200 },
    { name: 'cart', path: '/cart', status: 200 },
    { name: 'delivery', path: '/delivery', status: 200 },
    { name: 'about', path: '/about', status: 200 },
    { name: 'contacts', path: '/contacts', status: 200 },
    { name: 'bonuses', path: '/bonuses', status: 200 },
    { name: 'not-found', path: '/no/such/page', status: 404 },
    { name: 'cabinet-signed-out', path: '/cabinet/profile', status: 200 },
    { name: 'admin-door', path: '/admin', status: 200 },
  ];
}

function runChecker(files: string[]): VnuMessage[] {
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  // Exit status 1 just means "errors found"; the JSON report says which.
  try {
    return (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`The checker gave no JSON report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
}

const readable = (m: VnuMessage) =>
  `${path.basename(m.url ?? '?')}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'} ${m.type}${
    m.subType ? `/${m.subType}` : ''
  }: ${m.message}\n    ${(m.extract ?? '').replace(/\s+/g, ' ').trim()}`;

const pgliteOnly = testDb() === 'pglite' ? describe : describe.skip;
const noJava = javaMissing();

pgliteOnly('valid HTML (W3C Nu Html Checker)', () => {
  if (noJava) {
    console.warn(`SKIPPED: valid HTML is not checked on this machine: no Java to run vnu.jar (${noJava}).`);
    it.skip('the main pages have no HTML error (needs Java)', () => {});
    return;
  }

  it('the main pages have no HTML error', async () => {
    const files: string[] = [];
    for (const { name, path: urlPath, status } of await mainPages()) {
      const res = await api(urlPath, { headers: { accept: 'text/html' } });
      expect({ urlPath, status: res.status }).toEqual({ urlPath, status });
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const file = path.join(workDir, `${name}.html`);
      fs.writeFileSync(file, res.text);
      files.push(file);
    }

    const messages = runChecker(files);
    const report = messages.map(readable).join('\n');
    if (messages.length) console.error(`The checker found ${messages.length} HTML errors:\n${report}`);
    expect(report).toBe('');
  });
});
