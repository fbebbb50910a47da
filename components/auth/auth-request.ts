'use client';

// What the account forms (sign-in, registration, reset link, new password) share: how they post, how a refusal
// reads, and what a successful sign-in does next.
import { useRouter } from 'next/navigation';
import { api, ApiError } from '@/lib/api/fetcher';
import type { AuthResponse } from '@/lib/api/accounts';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { useAuthModal } from '@/lib/client/auth-modal';
import { reloadPersonalData } from '@/lib/client/session-actions';

/** The server's own words for a refusal; without an answer, that there is no connection. */
export const serverText = (error: unknown) => (error instanceof ApiError ? error.message : 'Нет связи с сервером');

/** Posts a form to an account endpoint; an answer without `success` throws (ensureSuccess). */
export const postAccountForm = async (path: string, body: Record<string, string>) =>
  ensureSuccess(await api<AuthResponse>(path, { method: 'POST', body }));

/** After signing in or registering: the modal closes, the header learns who is in, server parts re-render. */
export function useAfterSignIn() {
  const { close } = useAuthModal();
  const router = useRouter();
  return async () => {
    close();
    await reloadPersonalData();
    router.refresh();
  };
}
