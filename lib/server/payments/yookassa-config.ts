// YooKassa is used when both credentials are set; YOOKASSA_API_URL points the adapter at another server
// speaking the same API (the tests' stand-in).
export type YookassaConfig = { shopId: string; secretKey: string; apiUrl: string };

export const YOOKASSA_DEFAULT_API_URL = 'https://api.yookassa.ru/v3';

export function yookassaConfig(): YookassaConfig | null {
  const shopId = process.env.YOOKASSA_SHOP_ID?.trim();
  const secretKey = process.env.YOOKASSA_SECRET_KEY?.trim();
  if (!shopId || !secretKey) return null;
  const apiUrl = (process.env.YOOKASSA_API_URL?.trim() || YOOKASSA_DEFAULT_API_URL).replace(/\/$/, '');
  return { shopId, secretKey, apiUrl };
}
