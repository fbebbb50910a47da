// YooKassa is used when both credentials are set; YOOKASSA_API_URL points the adapter at another server
// speaking the same API (the tests' stand-in).
import { serverEnv } from '@/lib/server/env';

export type YookassaConfig = { shopId: string; secretKey: string; apiUrl: string };

export const YOOKASSA_DEFAULT_API_URL = 'https://api.yookassa.ru/v3';

export function yookassaConfig(): YookassaConfig | null {
  const { YOOKASSA_SHOP_ID: shopId, YOOKASSA_SECRET_KEY: secretKey, YOOKASSA_API_URL } = serverEnv();
  if (!shopId || !secretKey) return null;
  const apiUrl = (YOOKASSA_API_URL || YOOKASSA_DEFAULT_API_URL).replace(/\/$/, '');
  return { shopId, secretKey, apiUrl };
}
