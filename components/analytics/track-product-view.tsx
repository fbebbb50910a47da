'use client';

import { useEffect } from 'react';
import type { EcommerceProduct } from '@/lib/api/analytics';
import { trackProductView } from '@/lib/client/analytics';

/** The product page's e-commerce «detail» event (pushed only with Метрика on and consent given). */
export function TrackProductView({ product }: { product: EcommerceProduct }) {
  const { id, name, price, brand, category } = product;
  useEffect(() => {
    trackProductView({ id, name, price, brand, category });
  }, [id, name, price, brand, category]);
  return null;
}
