// Chunk-load failures (docs/PRODUCT.md#chunk-errors: one reload, guarded for 10 s). After a deploy removes the old build's
// files, a tab still running the old build fails to load the chunk of the next page. The recovery is installed by
// an inline script in <head> (components/shell/chunk-recovery-script.ts) so it works even when hydration itself
// fails; a second failure within the guard window raises the app error screen instead of reloading again.
import { CHUNK_RELOAD_KEY, RELOAD_GUARD_MS } from './reload-guard';

/** Messages of failed chunk/dynamic-import loads: Turbopack, webpack, Chrome, Firefox, Safari. */
export const CHUNK_ERROR_PATTERN =
  'ChunkLoadError|Failed to load chunk|Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed';

/** Dispatched on window when a chunk failed again inside the guard window. */
export const CHUNK_FAILURE_EVENT = 'shop:chunk-failure';

export const CHUNK_FAILURE_MESSAGE =
  'Не удалось загрузить страницу: возможно, сайт только что обновился или пропала связь.';

/** id of the static error screen drawn when the app could not start at all. */
export const CHUNK_FALLBACK_ID = 'shop-chunk-failure';

export type ChunkRecoveryConfig = {
  key: string;
  windowMs: number;
  pattern: string;
  /** Only the app's own files count; a broken third-party script is not a reason to reload. */
  assetPath: string;
  failureEvent: string;
  message: string;
  fallbackId: string;
  /** After the load event, how long React gets to show the error screen before a static one is drawn. */
  fallbackDelayMs: number;
};

export const CHUNK_RECOVERY_CONFIG: ChunkRecoveryConfig = {
  key: CHUNK_RELOAD_KEY,
  windowMs: RELOAD_GUARD_MS,
  pattern: CHUNK_ERROR_PATTERN,
  assetPath: '/_next/static/',
  failureEvent: CHUNK_FAILURE_EVENT,
  message: CHUNK_FAILURE_MESSAGE,
  fallbackId: CHUNK_FALLBACK_ID,
  fallbackDelayMs: 1000,
};

type ShellGlobals = {
  /** Time of a chunk failure that was not answered with a reload (the error screen shows it). */
  __shopChunkFailure?: number;
  /** Set by the app's error screen once it has taken the failure over. */
  __shopChunkFailureShown?: boolean;
  /** Where the last in-app navigation was going: a failed navigation reloads into it. */
  __shopNavTarget?: { url: string; at: number };
};

export type RecoveryWindow = Pick<Window, 'addEventListener' | 'dispatchEvent' | 'location' | 'document'> & {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
} & ShellGlobals;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || new RegExp(CHUNK_ERROR_PATTERN, 'i').test(String(message ?? reason));
}

/** Called for every in-app navigation, so a chunk failure on the way reloads into the page that was asked for. */
export function recordNavigationTarget(url: string, now = Date.now()): void {
  if (typeof window !== 'undefined') (window as ShellGlobals).__shopNavTarget = { url, at: now };
}

/** A chunk failure that happened before React could listen for it. */
export const pendingChunkFailure = (): number | undefined =>
  typeof window === 'undefined' ? undefined : (window as ShellGlobals).__shopChunkFailure;

/** The app's error screen shows the failure: no static fallback is needed (and an early one is removed). */
export function takeOverChunkFailure(): void {
  (window as ShellGlobals).__shopChunkFailureShown = true;
  document.getElementById(CHUNK_FALLBACK_ID)?.remove();
}

/**
 * Installs the recovery. Serialised into an inline script with Function#toString, so it must be self-contained:
 * no imports, no outer variables — everything comes in through `cfg`.
 */
export function installChunkRecovery(win: RecoveryWindow, cfg: ChunkRecoveryConfig): void {
  const pattern = new RegExp(cfg.pattern, 'i');
  let reloading = false;
  const isChunkError = (reason: unknown) => {
    if (!reason) return false;
    const r = reason as { name?: unknown; message?: unknown };
    return r.name === 'ChunkLoadError' || pattern.test(String(r.message ?? reason));
  };
  const assetUrl = (target: EventTarget | null): string => {
    const el = target as { tagName?: string; src?: string; href?: string; rel?: string } | null;
    if (!el || typeof el.tagName !== 'string') return '';
    if (el.tagName === 'SCRIPT') return el.src || '';
    if (el.tagName === 'LINK' && /stylesheet/i.test(el.rel || '')) return el.href || '';
    return '';
  };
  // When the missing chunk keeps React from starting, nobody would show the error: draw a plain one.
  const drawFallback = () => {
    const doc = win.document;
    if (win.__shopChunkFailureShown || !doc.body || doc.getElementById(cfg.fallbackId)) return;
    const screen = doc.createElement('div');
    screen.id = cfg.fallbackId;
    screen.setAttribute('role', 'alert');
    screen.setAttribute('data-testid', 'error-screen');
    screen.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:48px 24px;background:#fff;color:#1f1b2d;text-align:center;font:16px/1.5 system-ui,sans-serif';
    const add = (tag: string, text: string, css: string) => {
      const el = doc.createElement(tag);
      el.textContent = text;
      el.style.cssText = css;
      screen.appendChild(el);
      return el;
    };
    const button =
      'display:inline-block;margin:24px 8px 0;padding:10px 18px;border:1px solid #c8245b;border-radius:8px;background:#fff;color:#c8245b;font:inherit;cursor:pointer;text-decoration:none';
    add('p', '500', 'margin:0;font-size:64px;font-weight:800;color:#c8245b');
    add('h1', 'Что-то пошло не так', 'font-size:28px;margin:0 0 16px');
    add('p', cfg.message, 'color:#6b6580');
    add('p', win.location.href, 'font-size:14px;word-break:break-all');
    add('button', 'Попробовать снова', button).addEventListener('click', () => win.location.reload());
    add('a', 'На главную', button).setAttribute('href', '/');
    doc.body.appendChild(screen);
  };
  const giveUp = (now: number) => {
    if (win.__shopChunkFailure) return;
    win.__shopChunkFailure = now;
    win.dispatchEvent(new Event(cfg.failureEvent));
    const later = () => setTimeout(drawFallback, cfg.fallbackDelayMs);
    if (win.document.readyState === 'complete') later();
    else win.addEventListener('load', later, { once: true } as AddEventListenerOptions);
  };
  const fail = () => {
    if (reloading) return; // the first failure is already reloading the page; the rest of this burst is the same one
    const now = Date.now();
    try {
      const last = Number(win.sessionStorage.getItem(cfg.key)) || 0;
      if (last && now >= last && now - last < cfg.windowMs) return giveUp(now);
      win.sessionStorage.setItem(cfg.key, String(now));
    } catch {
      return giveUp(now); // no storage, no guard: never risk a reload loop
    }
    reloading = true;
    const target = win.__shopNavTarget;
    if (target && now - target.at < cfg.windowMs && target.url !== win.location.href) win.location.assign(target.url);
    else win.location.reload();
  };
  win.addEventListener(
    'error',
    (event: Event) => {
      const url = assetUrl(event.target);
      const failed = url
        ? url.indexOf(cfg.assetPath) !== -1
        : isChunkError((event as ErrorEvent).error || (event as ErrorEvent).message);
      if (failed) fail();
    },
    true, // resource load errors do not bubble; the capture phase on window still sees them
  );
  win.addEventListener('unhandledrejection', (event: Event) => {
    if (isChunkError((event as PromiseRejectionEvent).reason)) fail();
  });
}
