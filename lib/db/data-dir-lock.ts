import fs from 'node:fs';
import path from 'node:path';

/** DATA_DIR is held by a live process (a running shop): nothing else may open it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: number,
  ) {
    super(
      `DATA_DIR ${dir} is in use by process ${holder}. PGlite cannot be shared between processes: ` +
        `stop that process, give this one another DATA_DIR, or use DATABASE_URL (PostgreSQL).`,
    );
  }
}

/**
 * PGlite does not lock its folder, and a second process on the same folder silently loses writes.
 * This takes an exclusive lock file holding our PID; a live holder makes the second process fail loudly.
 * A lock left by a process that died is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dir, holder);
      }
      fs.rmSync(lockPath, { force: true }); // stale lock from a dead process
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
