// The app error state (docs/PRODUCT.md#app-error): set by fatal client failures (e.g. a chunk that fails twice), shown by
// components/shell/app-error-overlay.tsx as the full-screen error page, cleared by the shopper — optionally
// going somewhere else at the same time.

export type AppError = { statusCode: number; message: string; url?: string; stack?: string };

let current: AppError | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const getAppError = () => current;

export function subscribeAppError(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Sets the error state; an Error or a message is turned into a 500. */
export function showError(error: Partial<AppError> | Error | string): AppError {
  const next: AppError =
    typeof error === 'string'
      ? { statusCode: 500, message: error }
      : error instanceof Error
        ? {
            statusCode: (error as { statusCode?: number }).statusCode ?? 500,
            message: error.message,
            stack: error.stack,
          }
        : {
            statusCode: error.statusCode ?? 500,
            message: error.message ?? 'Непредвиденная ошибка',
            url: error.url,
            stack: error.stack,
          };
  current = next;
  emit();
  return next;
}

/**
 * Clears the error state. With `redirect`, the page is then loaded afresh at that address: after a fatal failure
 * the running app is not trusted to navigate by itself.
 */
export function clearError(
  options: { redirect?: string } = {},
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  current = null;
  emit();
  if (options.redirect) go(options.redirect);
}
