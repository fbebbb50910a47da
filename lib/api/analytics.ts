// Web analytics (Яндекс Метрика): the runtime setting the storefront asks for, and the e-commerce objects it
// pushes to window.dataLayer (Метрика's documented format: ecommerce.{detail|add|remove|purchase}.products).
import type { ApiSuccess } from './envelope';

export const ANALYTICS_CONFIG_KEY = '/api/analytics/config';

// GET /api/analytics/config
export type AnalyticsConfigResponse = ApiSuccess<{ metrika_id: string | null }>;

/** One product of an e-commerce event (productFieldObject): id or name is required, the rest optional. */
export type EcommerceProduct = {
  id: string;
  name?: string;
  /** Roubles per unit. */
  price?: number;
  brand?: string;
  category?: string;
  quantity?: number;
};

/** A product as Метрика's events describe it (the category only where the page knows it). */
export const ecommerceProduct = (
  product: { id: number; name: string; price: number; brand?: string | null },
  category?: string,
): EcommerceProduct => ({
  id: String(product.id),
  name: product.name,
  price: product.price,
  ...(product.brand ? { brand: product.brand } : {}),
  ...(category ? { category } : {}),
});
