'use client';

// A client island's one request at a time: busy while it runs (its buttons are disabled), and the refusal's text
// to show beside them. `useAdminAction` adds the page refresh and the field errors that forms need on top of this.
import { useState } from 'react';
import { errorText } from './admin-request';

export function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function attempt(work: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, attempt };
}
