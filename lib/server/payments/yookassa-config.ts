// YooKassa is used when both credentials are set; YOOKASSA_API_URL points the adapter at another server
// speaking the same API (the tests' stand-in).
import { serverEnv } from '@/lib/server/env';

/** `timeoutMs`: how long a request may go unanswered before its outcome counts as unknown (YOOKASSA_TIMEOUT_SEC). */
export type YookassaConfig = { shopId: string; secretKey: string; apiUrl: string; timeoutMs: number };

export const YOOKASSA_DEFAULT_API_URL = 'https://api.yookassa.ru/v3';

export function yookassaConfig(): YookassaConfig | null {
  const {
    YOOKASSA_SHOP_ID: shopId,
    YOOKASSA_SECRET_KEY: secretKey,
    YOOKASSA_API_URL,
    YOOKASSA_TIMEOUT_SEC,
  } = serverEnv();
  if (!shopId || !secretKey) return null;
  const apiUrl = (YOOKASSA_API_URL || YOOKASSA_DEFAULT_API_URL).replace(/\/$/, '');
  return { shopId, secretKey, apiUrl, timeoutMs: YOOKASSA_TIMEOUT_SEC * 1000 };
}
