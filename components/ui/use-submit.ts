'use client';

import { type FormEvent, useState } from 'react';
import { toast, type ExternalToast } from 'sonner';
import { toastError } from '@/lib/client/toast-error';

/** A toast: its text alone, or its text with sonner's options (description, duration, position). */
export type ToastSpec = string | ({ title: string } & Pick<ExternalToast, 'description' | 'duration' | 'position'>);

export type SubmitOptions<R> = {
  /** The success toast, or a function of the action's result giving it (none when it gives undefined). */
  success?: ToastSpec | ((result: R) => ToastSpec | undefined);
  /** The error toast (6 s unless it says otherwise), or a function of the error giving it; none when omitted. */
  error?: ToastSpec | ((error: unknown) => ToastSpec | undefined);
  /** After the success toast, still pending (close a modal, reload the session). A throw here is a failure. */
  onSuccess?: (result: R) => unknown;
  /** On failure, before the error toast (field errors, a message in the form). */
  onError?: (error: unknown) => void;
  /** The page is leaving on success: stay pending rather than offer the button again. */
  pendingAfterSuccess?: boolean;
};

function show(kind: 'success' | 'error', spec: ToastSpec | undefined) {
  if (spec === undefined) return;
  const { title, ...options } = typeof spec === 'string' ? { title: spec } : spec;
  if (kind === 'success') toast.success(title, options);
  else toastError(title, options);
}

const resolve = <T>(spec: ToastSpec | ((value: T) => ToastSpec | undefined) | undefined, value: T) =>
  typeof spec === 'function' ? spec(value) : spec;

/**
 * Sends something to the server from a form or a button: pending while it runs, then the success toast or the
 * error toast. Returns `[submit, pending]`; `submit(...)` passes its arguments to the action and resolves to
 * whether it succeeded (it never throws).
 */
export function useSubmit<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: SubmitOptions<R> = {},
): [(...args: A) => Promise<boolean>, boolean] {
  const [pending, setPending] = useState(false);

  async function submit(...args: A): Promise<boolean> {
    setPending(true);
    try {
      const result = await action(...args);
      show('success', resolve(options.success, result));
      await options.onSuccess?.(result);
      if (!options.pendingAfterSuccess) setPending(false);
      return true;
    } catch (error) {
      options.onError?.(error);
      show('error', resolve(options.error, error));
      setPending(false);
      return false;
    }
  }

  return [submit, pending];
}

/** A form's onSubmit: the browser's own submission stays off, `send` runs instead. */
export const onFormSubmit = (send: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void send();
};
