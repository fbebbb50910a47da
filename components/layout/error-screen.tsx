'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { publicEnv } from '@/lib/config/public-env';
import styles from './error-screen.module.css';

/**
 * Full-screen page for fatal unhandled errors (docs/PRODUCT.md#app-error): url, status code, message, stack in development.
 */
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
    <div className={styles.screen} role="alert" data-testid="error-screen">
      <p className={styles.code}>{status}</p>
      <h1>Что-то пошло не так</h1>
      <p className={styles.message}>{error.message || 'Непредвиденная ошибка'}</p>
      <dl className={styles.details}>
        <dt>Адрес</dt>
        <dd>{url}</dd>
        {error.digest && (
          <>
            <dt>Код ошибки</dt>
            <dd>{error.digest}</dd>
          </>
        )}
      </dl>
      {publicEnv.isDevelopment && error.stack && <pre className={styles.stack}>{error.stack}</pre>}
      <div className={styles.actions}>
        <button type="button" onClick={reset}>
          Попробовать снова
        </button>
        <a href="/">На главную</a>
      </div>
    </div>
  );
}
