'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorText, fieldErrors } from '@/lib/client/admin-request';

type Message = { tone: 'error' | 'success'; text: string };

/**
 * One back-office action of a client island: busy while it runs, its field errors and message after, and the
 * page's server data refreshed on success. `work` answers the success message.
 */
export function useAdminAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message | null>(null);

  async function run(work: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      setMessage({ tone: 'success', text: await work() });
      router.refresh();
      return true;
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage({ tone: 'error', text: errorText(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, message, run };
}
