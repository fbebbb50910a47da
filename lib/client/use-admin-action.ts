'use client';

// One back-office action from a client island: call the admin API, then re-render the server page (router.refresh)
// or say what was refused — the whole form's message and each field's error.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminRequest, errorText, fieldErrors } from './admin-request';

type Method = Parameters<typeof adminRequest>[1];

export function useAdminAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** Runs `work` (which answers the success text); true when it succeeded and the page was refreshed. */
  async function perform(work: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    setErrors({});
    setMessage(null);
    setDone(null);
    try {
      setDone(await work());
      router.refresh();
      return true;
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setMessage(errorText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Sends one request to the admin API; `done` then says `success`. */
  function run(path: string, method: Method, body: unknown, success: string): Promise<boolean> {
    return perform(async () => {
      await adminRequest(path, method, body);
      return success;
    });
  }

  return { busy, errors, message, done, run, perform };
}
