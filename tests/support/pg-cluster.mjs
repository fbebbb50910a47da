// Finds a PostgreSQL server for the API tests' PostgreSQL pass (plain Node ESM: scripts/test-all.mjs imports it).
// Order: TEST_DATABASE_URL as given → a server already answering on 127.0.0.1:5432 → a private throwaway
// cluster started from the installed binaries on a free loopback port (also forced by TEST_PG_PRIVATE=1)
// → none (the caller skips the pass).
// The URL handed back is an admin URL; the Jest globalSetup creates a fresh database on it and drops it after.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/shop-pages.mjs';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Resolves to `{ url, kind, stop() }`, or `{ url: null, reason, hint }` when there is no way to get a server. */
export async function acquirePostgres({ log = console.log } = {}) {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, kind: 'given (TEST_DATABASE_URL)', stop: async () => {} };
  }
  // TEST_PG_PRIVATE=1 skips the shared server (e.g. to test exactly what a machine without one does).
  if (!process.env.TEST_PG_PRIVATE && (await canCreateDatabases(DEFAULT_URL))) {
    return { url: DEFAULT_URL, kind: 'running server on 127.0.0.1:5432', stop: async () => {} };
  }
  const bin = findBinDir();
  if (!bin) {
    return {
      url: null,
      reason: 'no PostgreSQL server binaries found and no server to use',
      hint:
        `No server on 127.0.0.1:5432 where user postgres may create databases${process.env.TEST_PG_PRIVATE ? ' (not tried: TEST_PG_PRIVATE=1)' : ''}, ` +
        'and no initdb/pg_ctl/postgres in $PG_BIN, /usr/lib/postgresql/*/bin or $PATH. ' +
        'Install them (Debian: apt-get install postgresql) or set TEST_DATABASE_URL to a server where you may create databases.',
    };
  }
  log(`starting a private PostgreSQL cluster from ${bin}`);
  return startPrivateCluster(bin);
}

/** True when the URL's server answers and its user may create databases. */
export async function canCreateDatabases(url, timeoutSeconds = 3) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, connect_timeout: timeoutSeconds, onnotice: () => {} });
  try {
    const [row] = await sql`select rolsuper or rolcreatedb as ok from pg_roles where rolname = current_user`;
    return Boolean(row?.ok);
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/** The directory with initdb + pg_ctl + postgres, newest major version first. */
export function findBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debianRoot = '/usr/lib/postgresql';
  if (fs.existsSync(debianRoot)) {
    const versions = fs
      .readdirSync(debianRoot)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debianRoot, v, 'bin')));
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(dir);
  return (
    candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((b) => isExecutable(path.join(dir, b)))) ?? null
  );
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * initdb + pg_ctl start in a temp dir, trust auth, loopback only, durability off (it is thrown away).
 * PostgreSQL refuses to run as root, so as root the binaries run as `postgres` (or `nobody`) via runuser.
 */
export async function startPrivateCluster(bin) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const asUser = process.getuid?.() === 0 ? pickUnprivilegedUser() : null;
  if (asUser) {
    fs.chownSync(root, asUser.uid, asUser.gid);
    fs.chmodSync(root, 0o700);
  }
  const run = (cmd, args) => {
    const [file, argv] = asUser ? [runuserPath(), ['-u', asUser.name, '--', cmd, ...args]] : [cmd, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: root });
    if (result.status !== 0) {
      const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`.trim();
      throw new Error(`${path.basename(cmd)} failed (exit ${result.status}): ${output}`);
    }
  };
  const cleanup = () => fs.rmSync(root, { recursive: true, force: true });

  try {
    const initdb = path.join(bin, 'initdb');
    const base = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'];
    try {
      // A UTF-8 ctype so lower()/ILIKE/trigrams treat Cyrillic as letters.
      run(initdb, [...base, '--locale=C.UTF-8']);
    } catch {
      fs.rmSync(dataDir, { recursive: true, force: true });
      run(initdb, base);
    }
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${root}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=100',
    ].join(' ');
    run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
      } catch (error) {
        console.error(`[pg-cluster] stop failed: ${error.message}`);
      }
      cleanup();
    };
    return { url, kind: `private cluster on 127.0.0.1:${port} (${root})`, stop };
  } catch (error) {
    const serverLog = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
    cleanup();
    throw new Error(
      `could not start a private PostgreSQL cluster: ${error.message}${serverLog ? `\n${serverLog}` : ''}`,
    );
  }
}

function runuserPath() {
  return ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((p) => fs.existsSync(p)) ?? 'runuser';
}

function pickUnprivilegedUser() {
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      if (uid > 0) return { name, uid, gid };
    } catch {
      /* no such user */
    }
  }
  throw new Error('running as root and found neither a `postgres` nor a `nobody` user to run PostgreSQL as');
}
