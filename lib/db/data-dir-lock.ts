// PGlite does not lock its folder, and a second process on the same folder silently loses writes. The shop takes
// DATA_DIR/shop.lock, a token naming its holder: PID, the process's start time, the PID namespace, the host name
// and the kernel's boot id. A PID alone says nothing across containers (both servers may be PID 1) or hosts (a
// shared volume), and a killed process's PID may linger as a zombie or be reused. So:
// - a holder we can see (same host, same boot, same PID namespace) is alive exactly when its PID runs, is not a
//   zombie and started when the token says: a killed holder's lock is taken over at once;
// - a holder we cannot see (another container or host) proves it is alive by a heartbeat: it touches the lock
//   every HEARTBEAT_MS, and its lock is taken over only after STALE_MS without one.
// The lock file is created whole (written aside, then hard-linked into place), so nobody reads half a token.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HEARTBEAT_MS = 2000;
/** Generous: PGlite runs on the main thread, and a long migration may delay a heartbeat by seconds. */
const STALE_MS = 30_000;

export type LockToken = { pid: number; startTime: string; pidNamespace: string; host: string; bootId: string };

/** DATA_DIR is held by a live process (a running shop): nothing else may open it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: number,
    where: string,
  ) {
    super(
      `DATA_DIR ${dir} is in use by process ${holder}${where}. PGlite cannot be shared between processes: ` +
        `stop that process, give this one another DATA_DIR, or use DATABASE_URL (PostgreSQL).`,
    );
  }
}

const readOr = (file: string, fallback: string) => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return fallback;
  }
};

/** The start time (clock ticks since boot) and state of a process, from /proc; null when there is none. */
function processInfo(pid: number): { startTime: string; state: string } | null {
  const stat = readOr(`/proc/${pid}/stat`, '');
  // The command name (field 2) may hold spaces and parentheses: the fields are counted after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!stat || fields.length < 20) return null;
  return { state: fields[0], startTime: fields[19] };
}

/** Who this process is, as written into the lock. */
export function ownToken(): LockToken {
  return {
    pid: process.pid,
    startTime: processInfo(process.pid)?.startTime ?? '',
    pidNamespace: (() => {
      try {
        return fs.readlinkSync('/proc/self/ns/pid');
      } catch {
        return '';
      }
    })(),
    host: os.hostname(),
    bootId: readOr('/proc/sys/kernel/random/boot_id', ''),
  };
}

function parseToken(text: string): LockToken | null {
  try {
    const value = JSON.parse(text) as Partial<LockToken>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return {
      pid: value.pid,
      startTime: String(value.startTime ?? ''),
      pidNamespace: String(value.pidNamespace ?? ''),
      host: value.host,
      bootId: String(value.bootId ?? ''),
    };
  } catch {
    return null;
  }
}

/** Whether the lock's holder is alive, judged from where we stand; `lastBeatMs` is the lock file's mtime. */
export function holderAlive(holder: LockToken | null, lastBeatMs: number, self: LockToken = ownToken()): boolean {
  const visible =
    holder !== null &&
    holder.host === self.host &&
    holder.bootId !== '' &&
    holder.bootId === self.bootId &&
    holder.pidNamespace !== '' &&
    holder.pidNamespace === self.pidNamespace &&
    holder.startTime !== '';
  if (visible) {
    if (holder.pid === self.pid) return holder.startTime === self.startTime; // an earlier process with our PID
    const info = processInfo(holder.pid);
    return info !== null && info.state !== 'Z' && info.state !== 'X' && info.startTime === holder.startTime;
  }
  // Another container or host (or a lock of an older shop version): only its heartbeat tells.
  return Date.now() - lastBeatMs < STALE_MS;
}

/**
 * Takes DATA_DIR's lock or throws DataDirInUseError; returns the release. While held, the lock is touched every
 * HEARTBEAT_MS (unref'd timer) and released on exit.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'shop.lock');
  const self = ownToken();
  const text = JSON.stringify(self);
  for (let attempt = 0; attempt < 3; attempt++) {
    const aside = `${lockPath}.${randomUUID()}`;
    fs.writeFileSync(aside, text);
    try {
      fs.linkSync(aside, lockPath); // atomic: fails with EEXIST while anyone holds the lock
      return holdLock(lockPath, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(aside, { force: true });
    }
    let held: string;
    let beat: number;
    try {
      held = fs.readFileSync(lockPath, 'utf8');
      beat = fs.statSync(lockPath).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    const holder = parseToken(held);
    if (holderAlive(holder, beat, self)) {
      const pid = holder?.pid ?? (Number(held) || 0);
      const where = holder && holder.host !== self.host ? ` on ${holder.host}` : '';
      throw new DataDirInUseError(dir, pid, where);
    }
    takeOverStale(lockPath, held);
  }
  throw new Error(`Could not lock DATA_DIR ${dir}`);
}

/** Removes a dead holder's lock, unless another process replaced it in the meantime (then it is put back). */
function takeOverStale(lockPath: string, deadText: string) {
  const moved = `${lockPath}.stale-${randomUUID()}`;
  try {
    fs.renameSync(lockPath, moved);
  } catch {
    return; // someone else removed it first
  }
  if (fs.readFileSync(moved, 'utf8') !== deadText) {
    try {
      fs.linkSync(moved, lockPath); // a live lock taken by a racing process: give it back
    } catch {
      /* the lock is taken again already */
    }
  }
  fs.rmSync(moved, { force: true });
}

function holdLock(lockPath: string, text: string): () => void {
  const ours = () => {
    try {
      return fs.readFileSync(lockPath, 'utf8') === text;
    } catch {
      return false;
    }
  };
  const heartbeat = setInterval(() => {
    if (!ours()) {
      console.error(`[db] the lock ${lockPath} is no longer ours: another process may have opened DATA_DIR`);
      clearInterval(heartbeat);
      return;
    }
    const now = new Date();
    try {
      fs.utimesSync(lockPath, now, now);
    } catch {
      /* the next beat tries again */
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    if (ours()) fs.rmSync(lockPath, { force: true });
  };
  process.once('exit', release);
  return release;
}
