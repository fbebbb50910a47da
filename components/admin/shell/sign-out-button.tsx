'use client';

import { useState } from 'react';
import { AdminButton } from '@/components/admin/ui/form';
import { api } from '@/lib/api/fetcher';
import styles from './admin-shell.module.css';

/** Ends the session on the server (POST /api/logout) and shows the back office's door again. */
export function SignOutButton({ tone = 'bar' }: { tone?: 'bar' | 'plain' }) {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      await api('/api/logout', { method: 'POST' });
    } finally {
      window.location.reload();
    }
  }
  if (tone === 'plain') {
    return (
      <AdminButton variant="secondary" onClick={signOut} disabled={busy}>
        Выйти
      </AdminButton>
    );
  }
  return (
    <button type="button" className={styles.signOut} onClick={signOut} disabled={busy}>
      Выйти
    </button>
  );
}
