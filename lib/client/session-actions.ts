'use client';

import { mutate } from 'swr';
import { api } from '@/lib/api/fetcher';
import type { AuthResponse } from '@/lib/api/accounts';
import { FAVORITE_KEY } from './use-favorites';
import { USER_INFO_KEY } from './use-user-info';

const isPersonalKey = (key: unknown) =>
  key === USER_INFO_KEY || key === FAVORITE_KEY || (typeof key === 'string' && key.startsWith('/api/cart'));

/** After login, registration, password reset or logout: everything personal (user info, wishlist, cart) is asked again. */
export async function reloadPersonalData(): Promise<void> {
  await mutate(isPersonalKey);
}

/** Logout reloads the user info (and goes to /, done by the caller's router; docs/PRODUCT.md#layout). */
export async function logout(): Promise<void> {
  try {
    await api<AuthResponse>('/api/logout', { method: 'POST' });
  } finally {
    await reloadPersonalData();
  }
}
