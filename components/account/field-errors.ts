import { ApiError } from '@/lib/api/fetcher';

/** Per-field messages of a 4xx reply (`errors: {field: message}`), if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: Record<string, string> } | null)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
}

/** The cabinet's error toast: its title, and the server's message when there is one. */
export const failureToast = (title: string) => (error: unknown) => ({
  title,
  description: error instanceof ApiError ? error.message : undefined,
});
