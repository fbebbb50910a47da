// The catalogue as a Yandex Market YML feed (yml_catalog → shop → categories, offers): every visible product with
// its price, old price, stock («available»), pictures, brand, article, description, age and characteristics.
// Built once per catalogue change and memoised (lib/cache/policy.ts: ymlFeed); dated by the last change.
// The product of the day keeps its normal price here (docs/adr/0077-day-price-everywhere.md): Market reads the feed at
// its own times, hours apart, so a day price would still be offered there after midnight, below what the cart then
// charges.
import { XMLBuilder } from 'fast-xml-parser';
import { sql } from 'drizzle-orm';
import { memoPolicy } from '@/lib/cache/policy';
import { productPath } from '@/lib/catalog/paths';
import { shop } from '@/lib/config/shop';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import { memo } from '@/lib/server/memo';
import { siteUrl } from '@/lib/seo/site-url';
import { catalogChangedAt } from './catalog-changes';

const MAX_PICTURES = 10;
const MAX_DESCRIPTION = 3000;

type OfferRow = {
  id: number;
  alias: string;
  name: string;
  price: number;
  old_price: number | null;
  stock: number;
  category_id: number;
  brand: string;
  article: string;
  description: string;
  age_from: number;
  images: string[];
  specs: { name: string; value: string }[];
};

/** Yandex's age marks in years are 0, 6, 12, 16 and 18: the highest not above the product's age. */
export function yandexAge(ageFrom: number): number {
  return [18, 16, 12, 6, 0].find((mark) => ageFrom >= mark) ?? 0;
}

const yandexDate = (date: Date) =>
  // Moscow time without seconds, as the format's examples write it.
  `${new Date(date.getTime() + 3 * 3600_000).toISOString().slice(0, 16)}+03:00`;

export type YmlFeed = { xml: string; lastModified: Date };

async function buildFeed(db: DbOrTx): Promise<YmlFeed> {
  const site = siteUrl();
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${site}${url}`);
  const [categories, offers, changedAt] = await Promise.all([
    queryRows<{ id: number; parent_id: number | null; name: string }>(
      db,
      sql`select id, parent_id, name from categories order by id`,
    ),
    queryRows<OfferRow>(
      db,
      sql`select id, alias, name, price, old_price, stock, category_id, brand, article, description, age_from,
            images, specs from products where is_active order by id`,
    ),
    catalogChangedAt(db),
  ]);
  const lastModified = changedAt ?? new Date();
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    yml_catalog: {
      '@_date': yandexDate(lastModified),
      shop: {
        name: shop.name,
        company: shop.legalName,
        url: site,
        currencies: { currency: { '@_id': 'RUR', '@_rate': '1' } },
        categories: {
          category: categories.map((c) => ({
            '@_id': c.id,
            ...(c.parent_id !== null && { '@_parentId': c.parent_id }),
            '#text': c.name,
          })),
        },
        offers: {
          offer: offers.map((p) => ({
            '@_id': p.id,
            '@_available': p.stock > 0 ? 'true' : 'false',
            url: absolute(productPath(p.alias)),
            price: p.price,
            ...(p.old_price !== null && p.old_price > p.price && { oldprice: p.old_price }),
            currencyId: 'RUR',
            categoryId: p.category_id,
            picture: p.images.slice(0, MAX_PICTURES).map(absolute),
            name: p.name,
            ...(p.brand && { vendor: p.brand }),
            vendorCode: p.article,
            ...(p.description && { description: p.description.slice(0, MAX_DESCRIPTION) }),
            age: { '@_unit': 'year', '#text': yandexAge(p.age_from) },
            param: [
              { '@_name': 'Возраст от', '@_unit': 'лет', '#text': p.age_from },
              ...p.specs.map((s) => ({ '@_name': s.name, '#text': s.value })),
            ],
          })),
        },
      },
    },
  };
  // available="true" written out in full: Yandex reads the value, not the bare attribute.
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressBooleanAttributes: false,
  });
  return { xml: builder.build(document) as string, lastModified };
}

export function ymlFeed(db: DbOrTx): Promise<YmlFeed> {
  return memo('yml-feed', memoPolicy('ymlFeed'), () => buildFeed(db));
}
