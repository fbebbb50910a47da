// The demo shop's data (SEED_DEMO=1, the default): the generated catalogue with its promo codes when the catalogue
// is empty, and sample reviews. Idempotent; run at every start by lib/server/startup.ts.
import type { Db } from '@/lib/db/client';
import { seedCatalogueIfEmpty } from './catalogue/seed-if-empty';
import { seedDemoShopReviews } from './feedback/shop-reviews';

export async function seedDemo(db: Db): Promise<void> {
  await seedCatalogueIfEmpty(db);
  await seedDemoShopReviews(db);
}
