import type { RateLimit } from '@/lib/server/rate-limit';

// Limits of the checkout, per shopper (cart owner) and per client address (generous: many shoppers share
// a carrier's NAT). Promo codes are limited so they cannot be guessed by brute force.
export const CART_LIMITS = {
  order: { name: 'order', limit: 20, windowSeconds: 600 },
  orderAddress: { name: 'order-address', limit: 200, windowSeconds: 600 },
  promo: { name: 'promo-code', limit: 20, windowSeconds: 600 },
  promoAddress: { name: 'promo-code-address', limit: 100, windowSeconds: 600 },
  pay: { name: 'pay', limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;
