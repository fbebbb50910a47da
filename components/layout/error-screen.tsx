'use client';

import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { publicEnv } from '@/lib/config/public-env';

/**
 * Full-screen page for fatal unhandled errors (docs/PRODUCT.md#app-error): url, status code, message, stack in development.
 *
 * Styled inline, not by a stylesheet: app/global-error.tsx shows this screen when the root layout itself fails, and
 * then it cannot count on app/globals.css or a CSS module having loaded (docs/adr/0091-stylesheet-twice.md). The
 * values are the type scale's and the palette's, written out.
 */
const styles = {
  screen: {
    position: 'fixed',
    inset: 0,
    zIndex: 3000,
    background: '#fff',
    color: '#1f1b2d',
    padding: '48px 24px',
    overflow: 'auto',
    textAlign: 'center',
    fontFamily: 'system-ui, sans-serif',
  },
  code: { fontSize: 64, fontWeight: 700, color: '#c8245b', margin: 0 },
  message: { color: '#6b6580' },
  details: {
    display: 'inline-grid',
    gridTemplateColumns: 'auto auto',
    gap: '4px 12px',
    textAlign: 'left',
    fontSize: 14,
  },
  detail: { margin: 0, wordBreak: 'break-all' },
  stack: {
    textAlign: 'left',
    maxWidth: 900,
    margin: '16px auto',
    padding: 12,
    background: '#f6f4fb',
    fontSize: 12,
    overflow: 'auto',
  },
  actions: { display: 'flex', justifyContent: 'center', gap: 16, marginTop: 24 },
  action: {
    padding: '10px 18px',
    borderRadius: 8,
    border: '1px solid #c8245b',
    background: '#fff',
    color: '#c8245b',
    cursor: 'pointer',
    font: 'inherit',
  },
} satisfies Record<string, CSSProperties>;

export function ErrorScreen({
  error,
  reset,
}: {
  error: Error & { digest?: string; statusCode?: number };
  reset: () => void;
}) {
  const url = useSyncExternalStore(
    () => () => {},
    () => window.location.href,
    () => '',
  );
  useEffect(() => console.error(error), [error]);
  const status = error.statusCode ?? 500;
  return (
    <div style={styles.screen} role="alert" data-testid="error-screen">
      <p style={styles.code}>{status}</p>
      <h1>Что-то пошло не так</h1>
      <p style={styles.message}>{error.message || 'Непредвиденная ошибка'}</p>
      <dl style={styles.details}>
        <dt>Адрес</dt>
        <dd style={styles.detail}>{url}</dd>
        {error.digest && (
          <>
            <dt>Код ошибки</dt>
            <dd style={styles.detail}>{error.digest}</dd>
          </>
        )}
      </dl>
      {publicEnv.isDevelopment && error.stack && <pre style={styles.stack}>{error.stack}</pre>}
      <div style={styles.actions}>
        <button type="button" onClick={reset} style={styles.action}>
          Попробовать снова
        </button>
        <a href="/" style={styles.action}>
          На главную
        </a>
      </div>
    </div>
  );
}
