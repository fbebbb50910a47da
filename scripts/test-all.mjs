#!/usr/bin/env node
// `npm test`: every check, each with its own verdict and time, then a table of the steps' durations and one summary
// line `test-all: N passed, M failed[, K skipped]` counting steps. Keeps going after a failure; exits 1 if any failed.
// Independent steps run two at a time (TEST_PARALLEL, 1 for one at a time): the checks beside each other, then the
// server-backed suites beside each other; the build and the browser step run alone (they use every core, and the
// browser step's timeouts assume a machine of its own). One running step prints as it goes; the output of a step
// beside it is held and printed whole once it is its turn, so each step's output reads in one piece.
//
//   npm test                                all steps
//   npm test -- --only api,e2e              chosen steps (+ the build they need; --no-build reuses .next-test)
//   npm test -- --skip typecheck,lint       all but these
//   npm test -- --list                      step names
// Anything after `--` is passed to the runner of the single selected step:  npm test -- --only e2e -- --headed
import './project-node.mjs'; // first: the run and its children on the project's Node.js (engines)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquirePostgres } from '../tests/support/pg-cluster.mjs';
import { acquireRedis } from '../tests/support/redis-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST_DIR = '.next-test';
const bin = (p) => path.join(ROOT, 'node_modules', p);
const NODE = process.execPath;
const VM_MODULES = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'];
/** What the layer rules look at (the same list as `npm run layers`). */
const LAYER_ROOTS = ['app', 'components', 'lib', 'scripts', 'tests', 'proxy.ts', 'instrumentation.ts'];
const STEP_TIMEOUT_MS = Number(process.env.TEST_STEP_TIMEOUT_MIN ?? 45) * 60_000;
const PARALLEL = Math.max(1, Number(process.env.TEST_PARALLEL ?? 2) || 1);

const STEPS = [
  {
    id: 'typecheck',
    title: 'TypeScript: tsc --noEmit',
    // typegen writes next-env.d.ts and route types first: a fresh clone has neither, and CSS-module and
    // route types come from them.
    commands: [
      [NODE, bin('next/dist/bin/next'), 'typegen'],
      [NODE, bin('typescript/bin/tsc'), '--noEmit'],
    ],
    env: { NEXT_DIST_DIR: DIST_DIR },
    parse: parseTsc,
  },
  {
    id: 'layers',
    title: 'Layers, dead code and references: dependency-cruiser, knip, scripts/check-doc-references.mjs',
    commands: [
      [
        NODE,
        bin('dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        '.dependency-cruiser.cjs',
        ...LAYER_ROOTS,
      ],
      [NODE, bin('knip/bin/knip.js'), '--no-progress'],
      // Comments and docs point only at what the repository holds (doc headings, existing paths, docs/adr records).
      [NODE, 'scripts/check-doc-references.mjs'],
    ],
    parse: parseLayers,
  },
  {
    id: 'lint',
    title: 'ESLint, Stylelint (the type scale), then Prettier (--check)',
    commands: [
      [NODE, bin('eslint/bin/eslint.js'), '.'],
      [NODE, bin('stylelint/bin/stylelint.mjs'), 'app/**/*.css', 'components/**/*.css'],
      [NODE, bin('prettier/bin/prettier.cjs'), '--check', '.'],
    ],
    parse: parseLint,
  },
  {
    id: 'unit',
    title: 'Jest: unit and component tests (projects unit, dom)',
    // PGlite loads its WASM parts with import(), which Jest's module sandbox allows only with VM modules on.
    commands: [
      [NODE, ...VM_MODULES, bin('jest/bin/jest.js'), '--selectProjects', 'unit', 'dom', '--passWithNoTests', '--ci'],
    ],
    parse: parseJest,
  },
  {
    id: 'build',
    title: `Production build (next build → ${DIST_DIR}/)`,
    alone: true,
    commands: [
      [NODE, bin('next/dist/bin/next'), 'build'],
      [NODE, 'scripts/precompress-static.mjs'],
    ],
    env: { NEXT_DIST_DIR: DIST_DIR },
  },
  {
    id: 'api',
    title: 'API tests over HTTP on PGlite',
    needsBuild: true,
    commands: [[NODE, bin('jest/bin/jest.js'), '--selectProjects', 'api', '--runInBand', '--ci']],
    // Every API suite, on the embedded database (what `npm run shop` runs on without DATABASE_URL); the suites
    // whose behaviour depends on the database run again on PostgreSQL in `api-pg`.
    env: { TEST_DB: 'pglite' },
    prepare: prepareRedis,
    parse: parseJest,
  },
  {
    id: 'faults',
    title: 'Fault suite on PostgreSQL: SIGKILL under load, two instances sharing PostgreSQL and Redis',
    needsBuild: true,
    // Each suite starts (and kills) servers of its own on fresh PostgreSQL databases; Redis from prepareRedis.
    commands: [[NODE, bin('jest/bin/jest.js'), '--selectProjects', 'faults', '--runInBand', '--ci']],
    env: { TEST_DB: 'postgres' },
    prepare: preparePostgresAndRedis,
    parse: parseJest,
  },
  {
    id: 'api-pg',
    title: 'API tests that depend on the database, again on PostgreSQL (tests/api/database-dependent.mjs)',
    needsBuild: true,
    commands: [[NODE, bin('jest/bin/jest.js'), '--selectProjects', 'api-pg', '--runInBand', '--ci']],
    env: { TEST_DB: 'postgres' },
    prepare: preparePostgresAndRedis,
    parse: parseJest,
  },
  {
    id: 'e2e',
    title: 'Playwright in Chromium against the production build',
    needsBuild: true,
    alone: true,
    commands: [[NODE, bin('@playwright/test/cli.js'), 'test']],
    after: () => removeE2eDataDirs(),
    parse: parsePlaywright,
  },
];

// ── options ────────────────────────────────────────────────────────────────────────────────────────────
const argv = process.argv.slice(2);
const dashdash = argv.indexOf('--');
const ownArgs = dashdash === -1 ? argv : argv.slice(0, dashdash);
const passThrough = dashdash === -1 ? [] : argv.slice(dashdash + 1);
const listOpt = (name) => {
  const i = ownArgs.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i === -1) return null;
  const value = ownArgs[i].includes('=') ? ownArgs[i].split('=')[1] : ownArgs[i + 1];
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
};

if (ownArgs.includes('--help') || ownArgs.includes('-h') || ownArgs.includes('--list')) {
  console.log('steps: ' + STEPS.map((s) => s.id).join(', '));
  console.log('usage: node scripts/test-all.mjs [--only a,b] [--skip a,b] [--no-build] [-- runner args]');
  process.exit(0);
}
const only = listOpt('--only');
const skip = listOpt('--skip') ?? [];
for (const id of [...(only ?? []), ...skip]) {
  if (!STEPS.some((s) => s.id === id)) {
    console.error(`test-all: unknown step "${id}" (steps: ${STEPS.map((s) => s.id).join(', ')})`);
    process.exit(2);
  }
}
let selected = STEPS.filter((s) => (only ? only.includes(s.id) : true) && !skip.includes(s.id));
// The server-backed steps test the build; build it unless told to reuse the existing one.
if (selected.some((s) => s.needsBuild) && !selected.some((s) => s.id === 'build') && !ownArgs.includes('--no-build')) {
  selected = STEPS.filter((s) => s.id === 'build' || selected.includes(s));
}
if (ownArgs.includes('--no-build')) selected = selected.filter((s) => s.id !== 'build');
// With the typecheck step in the run, the build does not typecheck the same program (the same tsconfig) again:
// next.config.mjs reads SHOP_BUILD_SKIP_TYPECHECK, which `npm run build` never sets.
if (selected.some((s) => s.id === 'typecheck')) {
  const build = selected.find((s) => s.id === 'build');
  if (build) build.env = { ...build.env, SHOP_BUILD_SKIP_TYPECHECK: '1' };
}
if (passThrough.length && selected.length !== 1) {
  console.error(
    'test-all: arguments after `--` need exactly one selected step (e.g. --only e2e --no-build -- --headed)',
  );
  process.exit(2);
}

// ── running ────────────────────────────────────────────────────────────────────────────────────────────
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, s) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
const green = (s) => paint('32', s);
const red = (s) => paint('31', s);
const yellow = (s) => paint('33', s);
const bold = (s) => paint('1', s);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The steps running now: their process (for Ctrl-C) and their cleanup. */
const running = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\ntest-all: ${signal}, stopping…`);
    for (const job of running) if (job.child?.pid) killGroup(job.child.pid, 'SIGTERM');
    await Promise.all([...running].map((job) => job.cleanup?.().catch(() => {})));
    process.exit(130);
  });
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

// ── output: one step prints as it goes, the others are held until it is their turn ─────────────────────────
/** Steps in the order they started; the first still unfinished owns the terminal. */
const outputs = [];
function openOutput(id) {
  const out = { id, held: [], done: false };
  outputs.push(out);
  return out;
}
const owner = () => outputs.find((o) => !o.done);
function write(out, stream, text) {
  if (owner() === out) stream.write(text);
  else out.held.push([stream, text]);
}
function closeOutput(out) {
  out.done = true;
  // The next step's held output goes out whole, and it prints as it goes from now on.
  for (const next of outputs) {
    if (next.done && next.held.length === 0) continue;
    for (const [stream, text] of next.held) stream.write(text);
    next.held = [];
    if (!next.done) break;
  }
}

/** Runs one command in its own process group, mirroring its output and keeping the tail for parsing. */
function run(cmd, env, job, out) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: ROOT,
      env: { ...process.env, ...env, ...(color ? { FORCE_COLOR: '1' } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    job.child = child;
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-64_000);
    };
    child.stdout.on('data', (c) => (write(out, process.stdout, c), keep(c)));
    child.stderr.on('data', (c) => (write(out, process.stderr, c), keep(c)));
    const timer = setTimeout(() => {
      write(out, process.stderr, red(`\ntest-all: step exceeded ${STEP_TIMEOUT_MS / 60_000} min, killing it\n`));
      killGroup(child.pid, 'SIGKILL');
    }, STEP_TIMEOUT_MS);
    child.on('error', (error) => keep(`\n${error.message}\n`));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // Whatever the step left running in its group (a server that outlived its runner) goes too.
      killGroup(child.pid, 'SIGKILL');
      resolve({ ok: code === 0, code: code ?? signal, output: tail.replace(/\x1b\[[0-9;]*m/g, '') });
    });
  });
}

const results = new Map();
const buildOk = () => results.get('build')?.status !== 'failed';
const started = Date.now();

async function runStep(step, index) {
  const out = openOutput(step.id);
  const say = (text) => write(out, process.stdout, `${text}\n`);
  say(`\n${bold(`━━ [${index + 1}/${selected.length}] ${step.id}: ${step.title}`)}`);
  const t0 = Date.now();
  const result = { id: step.id, status: 'passed', detail: '', ms: 0 };
  results.set(step.id, result);
  const job = {};
  running.add(job);

  if (step.needsBuild && !buildOk()) {
    Object.assign(result, { status: 'failed', detail: 'not run: the production build failed' });
  } else if (step.needsBuild && !fs.existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) {
    Object.assign(result, { status: 'failed', detail: `not run: no build in ${DIST_DIR}/ (drop --no-build)` });
  } else {
    let env = { NEXT_TELEMETRY_DISABLED: '1', ...step.env };
    let prepared = { env: {} };
    try {
      prepared = step.prepare ? await step.prepare(say) : prepared;
    } catch (error) {
      prepared = { error: error.message };
    }
    if (prepared.skip) {
      Object.assign(result, { status: 'skipped', detail: prepared.skip });
    } else if (prepared.error) {
      Object.assign(result, { status: 'failed', detail: prepared.error });
      write(out, process.stderr, `${red(prepared.error)}\n`);
    } else {
      env = { ...env, ...prepared.env };
      job.cleanup = prepared.cleanup ?? (async () => {});
      let output = '';
      for (const [i, cmd] of step.commands.entries()) {
        const last = i === step.commands.length - 1;
        const r = await run(last ? [...cmd, ...passThrough] : cmd, env, job, out);
        output += r.output;
        if (!r.ok) {
          const tool = path.basename(cmd.find((a, k) => k > 0 && !a.startsWith('-')) ?? cmd[0]);
          Object.assign(result, { status: 'failed', detail: `${tool} exited with ${r.code}` });
          break;
        }
      }
      const counts = step.parse?.(output);
      if (counts) result.detail = result.detail ? `${result.detail}; ${counts}` : counts;
      await job.cleanup().catch((error) => say(`cleanup failed: ${error.message}`));
      await step.after?.();
    }
  }
  running.delete(job);
  result.ms = Date.now() - t0;
  const mark = result.status === 'passed' ? green('PASS') : result.status === 'skipped' ? yellow('SKIP') : red('FAIL');
  say(`${mark} ${step.id} (${seconds(result.ms)})${result.detail ? ` — ${result.detail}` : ''}`);
  closeOutput(out);
}

/**
 * Starts the steps in order, up to PARALLEL at a time. A step `alone` starts when nothing runs and has the
 * machine to itself; a server-backed step waits for the build.
 */
async function runAll() {
  const waiting = selected.map((step, index) => ({ step, index }));
  const active = new Map();
  while ((waiting.length || active.size) && !interrupted) {
    const next = waiting[0];
    const buildPending = waiting.some((w) => w.step.id === 'build') || active.has('build');
    const canStart =
      next &&
      active.size < PARALLEL &&
      (!next.step.alone || active.size === 0) &&
      ![...active.values()].some((a) => a.alone) &&
      !(next.step.needsBuild && buildPending);
    if (canStart) {
      waiting.shift();
      const promise = runStep(next.step, next.index).then(() => active.delete(next.step.id));
      active.set(next.step.id, { promise, alone: next.step.alone });
      continue;
    }
    await Promise.race([...active.values()].map((a) => a.promise));
  }
}

await runAll();

// ── summary ────────────────────────────────────────────────────────────────────────────────────────────
const ordered = selected.map((s) => results.get(s.id)).filter(Boolean);
const count = (status) => ordered.filter((r) => r.status === status).length;
const wall = Date.now() - started;
const sum = ordered.reduce((total, r) => total + r.ms, 0);
console.log(`\n${bold('━━ summary')}  step durations (steps run ${PARALLEL} at a time where they may)`);
console.log(`  ${'step'.padEnd(12)} ${'result'.padEnd(8)} ${'time'.padStart(9)}  details`);
for (const r of ordered) {
  const mark = r.status === 'passed' ? green('✔') : r.status === 'skipped' ? yellow('–') : red('✘');
  console.log(
    `${mark} ${r.id.padEnd(12)} ${r.status.padEnd(8)} ${seconds(r.ms).padStart(9)}${r.detail ? `  ${r.detail}` : ''}`,
  );
}
console.log(`  ${'all steps'.padEnd(12)} ${''.padEnd(8)} ${seconds(sum).padStart(9)}  one after another`);
console.log(`  ${'wall clock'.padEnd(12)} ${''.padEnd(8)} ${seconds(wall).padStart(9)}  this run`);
const skipped = count('skipped');
console.log(`test-all: ${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(count('failed') > 0 || interrupted ? 1 : 0);

// ── step helpers ───────────────────────────────────────────────────────────────────────────────────────
async function preparePostgres(say) {
  const pg = await acquirePostgres({ log: (m) => say(`[postgres] ${m}`) });
  if (!pg.url) {
    say(yellow(`PostgreSQL pass skipped: ${pg.reason}.\n${pg.hint}`));
    return { skip: pg.reason };
  }
  say(`[postgres] using ${pg.kind}`);
  return { env: { TEST_DATABASE_URL: pg.url }, cleanup: pg.stop };
}

/** A Redis for the suites that need one; without, they report their tests skipped (and fail on CI). */
async function prepareRedis(say) {
  const redis = await acquireRedis();
  if (!redis.url) {
    say(yellow(`[redis] none: ${redis.reason}; the suites that need Redis report their tests skipped`));
    return { env: {} };
  }
  say(`[redis] using ${redis.kind}`);
  return { env: { TEST_REDIS_URL: redis.url }, cleanup: redis.stop };
}

async function preparePostgresAndRedis(say) {
  const pg = await preparePostgres(say);
  if (pg.skip) return pg;
  const redis = await prepareRedis(say);
  return {
    env: { ...pg.env, ...redis.env },
    cleanup: async () => {
      await redis.cleanup?.();
      await pg.cleanup?.();
    },
  };
}

function removeE2eDataDirs() {
  const tmp = path.join(ROOT, 'tests/.tmp');
  if (!fs.existsSync(tmp)) return;
  for (const name of fs.readdirSync(tmp)) {
    if (name.startsWith('e2e-data-')) fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
}

function parseJest(out) {
  const line = [...out.matchAll(/^Tests:\s+(.+)$/gm)].pop();
  return line ? `tests: ${line[1].trim()}` : '';
}

function parsePlaywright(out) {
  const parts = [...out.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/gm)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
  return parts.length ? `tests: ${parts.join(', ')}` : '';
}

function parseTsc(out) {
  const n = out.match(/error TS\d+:/g)?.length ?? 0;
  return n ? `${n} type error(s)` : '';
}

function parseLint(out) {
  const eslint = out.match(/✖ (\d+) problems? \((\d+) errors?, (\d+) warnings?\)/);
  const prettier = out.match(/Code style issues found in (\d+) files?|Code style issues found in the above file/);
  return [
    eslint ? `${eslint[2]} error(s), ${eslint[3]} warning(s)` : '',
    prettier ? `prettier: ${prettier[1] ?? 1} file(s) to format` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

function parseLayers(out) {
  const cruise = out.match(/x (\d+) dependency violations/);
  const knip = [
    ...out.matchAll(/^(Unused [a-zA-Z ]+|Unlisted [a-zA-Z ]+|Unresolved imports|Duplicate exports) \((\d+)\)$/gm),
  ];
  const references = out.match(/^check-doc-references: \d+ files, ([1-9]\d*) problem/m);
  return [
    cruise ? `${cruise[1]} layer violation(s)` : '',
    knip.length ? `knip: ${knip.map((m) => `${m[2]} ${m[1].toLowerCase()}`).join(', ')}` : '',
    references ? `${references[1]} dangling reference(s)` : '',
  ]
    .filter(Boolean)
    .join('; ');
}
