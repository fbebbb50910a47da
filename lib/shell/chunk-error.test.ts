/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { chunkRecoveryScript } from '@/components/shell/chunk-recovery-script';
import {
  CHUNK_FAILURE_EVENT,
  CHUNK_FAILURE_MESSAGE,
  CHUNK_FALLBACK_ID,
  CHUNK_RECOVERY_CONFIG,
  installChunkRecovery,
  isChunkLoadError,
  takeOverChunkFailure,
  type RecoveryWindow,
} from './chunk-error';
import { CHUNK_RELOAD_KEY, RELOAD_GUARD_MS } from './reload-guard';

describe('isChunkLoadError', () => {
  it('knows the chunk failures of Turbopack, webpack and the browsers', () => {
    const turbopack = Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js from module 1'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(turbopack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError('Loading chunk 3 failed')).toBe(true);
  });
  it('ignores everything else', () => {
    for (const other of [null, undefined, new Error('boom'), new TypeError('Failed to fetch'), 'x', {}]) {
      expect(isChunkLoadError(other)).toBe(false);
    }
  });
});

describe('installChunkRecovery (one reload, guarded 10 s)', () => {
  let root: HTMLElement;
  let win: RecoveryWindow & { location: { href: string; assign: jest.Mock; reload: jest.Mock } };
  let failures: number;

  const install = () => {
    root = document.createElement('div');
    document.body.append(root);
    win = {
      addEventListener: root.addEventListener.bind(root),
      dispatchEvent: root.dispatchEvent.bind(root),
      location: { href: 'https://shop.test/', assign: jest.fn(), reload: jest.fn() },
      sessionStorage: window.sessionStorage,
      document,
    } as unknown as typeof win;
    win.addEventListener(CHUNK_FAILURE_EVENT, () => failures++);
    installChunkRecovery(win, CHUNK_RECOVERY_CONFIG);
  };
  const failScript = (src = 'https://shop.test/_next/static/chunks/page-abc.js') => {
    const script = document.createElement('script');
    script.setAttribute('src', src);
    root.append(script);
    script.dispatchEvent(new Event('error')); // resource errors do not bubble
  };
  const reject = (reason: unknown) => root.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    window.sessionStorage.clear();
    failures = 0;
    install();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('reloads once when an own chunk fails, ignoring the rest of the burst', () => {
    failScript();
    failScript('https://shop.test/_next/static/chunks/other.js');
    reject(Object.assign(new Error('Failed to load chunk x'), { name: 'ChunkLoadError' }));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(Date.now()));
    expect(failures).toBe(0);
  });

  it('a second failure within 10 s (after the reload) shows the error instead of reloading', () => {
    failScript();
    jest.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    install(); // the reloaded page
    failScript();
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(failures).toBe(1);
    expect(win.__shopChunkFailure).toBe(Date.now());
  });

  it('after 10 s a failure reloads again', () => {
    failScript();
    jest.advanceTimersByTime(RELOAD_GUARD_MS);
    install();
    failScript();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(failures).toBe(0);
  });

  it('reloads into the page a failed navigation was going to', () => {
    win.__shopNavTarget = { url: 'https://shop.test/improve', at: Date.now() };
    failScript();
    expect(win.location.assign).toHaveBeenCalledWith('https://shop.test/improve');
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('an old navigation target is not used', () => {
    win.__shopNavTarget = { url: 'https://shop.test/improve', at: Date.now() - RELOAD_GUARD_MS };
    failScript();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('stylesheets count, third-party scripts and ordinary errors do not', () => {
    failScript('https://counter.example/tag.js');
    root.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    reject(new Error('network'));
    expect(win.location.reload).not.toHaveBeenCalled();

    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'https://shop.test/_next/static/chunks/app.css';
    root.append(link);
    link.dispatchEvent(new Event('error'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('uncaught chunk errors and rejected dynamic imports count', () => {
    root.dispatchEvent(Object.assign(new Event('error'), { message: 'Uncaught Error: Loading chunk 4 failed.' }));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(RELOAD_GUARD_MS);
    install();
    reject(new TypeError('Failed to fetch dynamically imported module: /x.js'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('the inline script is valid, self-contained JavaScript', () => {
    expect(() => new Function(chunkRecoveryScript)).not.toThrow();
    expect(chunkRecoveryScript).toContain(JSON.stringify(CHUNK_RECOVERY_CONFIG));
  });
});

describe('static error screen when the app cannot start', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    window.sessionStorage.clear();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const failTwice = (win: RecoveryWindow) => {
    installChunkRecovery(win, CHUNK_RECOVERY_CONFIG);
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 1000)); // reloaded a second ago
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/page.js';
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
  };
  const fakeWindow = () =>
    ({
      addEventListener: document.body.addEventListener.bind(document.body),
      dispatchEvent: document.body.dispatchEvent.bind(document.body),
      location: { href: 'https://shop.test/improve', reload: jest.fn(), assign: jest.fn() },
      sessionStorage: window.sessionStorage,
      document,
    }) as unknown as RecoveryWindow & { location: { reload: jest.Mock } };

  it('is drawn 1 s after load when nothing else showed the failure', () => {
    const win = fakeWindow();
    failTwice(win);
    expect(document.getElementById(CHUNK_FALLBACK_ID)).toBeNull();
    jest.advanceTimersByTime(CHUNK_RECOVERY_CONFIG.fallbackDelayMs);
    const screen = document.getElementById(CHUNK_FALLBACK_ID)!;
    expect(screen.getAttribute('role')).toBe('alert');
    expect(screen.textContent).toContain(CHUNK_FAILURE_MESSAGE);
    expect(screen.textContent).toContain('https://shop.test/improve');
    screen.querySelector('button')!.click();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('is not drawn when the app took the failure over', () => {
    const win = fakeWindow();
    win.addEventListener(CHUNK_FAILURE_EVENT, () => {
      takeOverChunkFailure(); // the app's error screen (it marks the real window)
      win.__shopChunkFailureShown = true;
    });
    failTwice(win);
    jest.advanceTimersByTime(5000);
    expect(document.getElementById(CHUNK_FALLBACK_ID)).toBeNull();
  });
});
