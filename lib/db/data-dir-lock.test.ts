// The DATA_DIR lock judged from a token: a holder this process can see is checked by its PID and start time (a
// killed or zombie holder is dead at once), one in another container or host by its heartbeat (the lock's mtime).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { DataDirInUseError, holderAlive, lockDataDir, ownToken, type LockToken } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const startTimeOf = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

describe('holderAlive', () => {
  const self = ownToken();

  it('reads this process from /proc', () => {
    expect(self.pid).toBe(process.pid);
    expect(self.startTime).toMatch(/^\d+$/);
    expect(self.bootId).not.toBe('');
  });

  it('a visible holder is alive while its process runs, dead once killed', async () => {
    const child = spawn('sleep', ['30']);
    const pid = child.pid!;
    const token: LockToken = { ...self, pid, startTime: startTimeOf(pid) };
    const longAgo = Date.now() - 3600_000; // no heartbeat for an hour: the PID check alone decides
    expect(holderAlive(token, longAgo, self)).toBe(true);
    // The same PID with another start time is a reused PID, not the holder.
    expect(holderAlive({ ...token, startTime: String(Number(token.startTime) + 1) }, Date.now(), self)).toBe(false);
    process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    expect(holderAlive(token, Date.now(), self)).toBe(false);
    child.unref();
  });

  it('a killed holder whose parent has not reaped it (a zombie, still answering kill -0) is dead', async () => {
    // The shell starts `sleep 30` in the background and becomes `sleep 60`, which never reaps its child.
    const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 60']);
    const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(Number(d))));
    const token: LockToken = { ...self, pid, startTime: startTimeOf(pid) };
    expect(holderAlive(token, Date.now(), self)).toBe(true);
    process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    expect(() => process.kill(pid, 0)).not.toThrow(); // what a PID-only check saw: «alive»
    expect(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
    expect(holderAlive(token, Date.now(), self)).toBe(false);
    parent.kill('SIGKILL');
  });

  it('an earlier process with our own PID (a restarted container) is dead', () => {
    expect(holderAlive({ ...self, startTime: String(Number(self.startTime) - 5) }, Date.now(), self)).toBe(false);
  });

  it('a holder in another container or on another host is alive while its heartbeat is fresh', () => {
    const other: LockToken = { ...self, pid: 1, host: 'shop-2', bootId: 'another-boot' };
    expect(holderAlive(other, Date.now() - 1000, self)).toBe(true);
    expect(holderAlive(other, Date.now() - 60_000, self)).toBe(false);
    // Same host and boot, both PID 1 but another PID namespace: our PID 1 says nothing about theirs.
    const container: LockToken = { ...self, pid: 1, pidNamespace: 'pid:[1]' };
    expect(holderAlive(container, Date.now() - 1000, self)).toBe(true);
    expect(holderAlive(container, Date.now() - 60_000, self)).toBe(false);
  });
});

describe('lockDataDir', () => {
  it('refuses while held, takes over a dead holder, and releases', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const lockPath = path.join(dir, 'shop.lock');
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toEqual(ownToken());
    // The same process opening twice is a bug too: its own live token refuses it.
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(fs.existsSync(lockPath)).toBe(false);

    // A lock from another host whose heartbeat stopped a minute ago is taken over.
    fs.writeFileSync(lockPath, JSON.stringify({ ...ownToken(), host: 'gone-host', pid: 1 }));
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, old, old);
    const again = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8')).host).toBe(os.hostname());
    again();

    // A fresh one from another host is not, and the message names the holder.
    fs.writeFileSync(lockPath, JSON.stringify({ ...ownToken(), host: 'shop-2', pid: 1 }));
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1 on shop-2/);
    expect(fs.readdirSync(dir)).toEqual(['shop.lock']); // nothing left aside
  });
});
