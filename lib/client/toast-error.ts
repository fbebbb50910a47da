import { toast, type ExternalToast } from 'sonner';

/**
 * Error toasts last 6 s, twice the Toaster's default (docs/PRODUCT.md#toasts); so does a success toast with more to
 * read. Sonner takes one default time, so every such toast passes this one.
 */
export const TOAST_ERROR_MS = 6000;

/** An error toast for its 6 s; `options` may add a description or another position. */
export const toastError = (title: string, options?: ExternalToast) =>
  toast.error(title, { duration: TOAST_ERROR_MS, ...options });
