import { notFound } from 'next/navigation';
import { CategorySlider } from '@/components/catalog/category-slider';
import { LOWER_SHELF_CARDS_IN_HTML, ProductShelf, SHELF_CARDS_IN_HTML } from '@/components/catalog/product-shelf';
import { HomeHero } from '@/components/catalog/home-hero';
import { ProductOfTheDay } from '@/components/promotions/product-of-the-day';
import { getDb } from '@/lib/db/client';
import { listCategories } from '@/lib/server/catalog/categories';
import { productList } from '@/lib/server/catalog/product-lists';
import { dayOffer } from '@/lib/server/promotions/product-of-the-day';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shop } from '@/lib/config/shop';
import { deliveryServiceNames } from '@/lib/config/delivery-services';

// The home page `/` is rewritten to /home/main (next.config.mjs) so it renders on demand and is cached (ISR),
// never at build time when there is no database: the `[onDemand]` segment, with no static params, is only there
// for that; `main` is its one value.
// Next reads this literal statically; it must equal CACHE_POLICY.homePage (lib/cache/policy.test.ts checks).
export const revalidate = 300;
export const generateStaticParams = async () => [];

export const metadata = {
  ...pageMetadata({
    title: `${shop.name} — куклы и игрушки с доставкой по России`,
    description: `Интернет-магазин кукол и игрушек «${shop.name}»: куклы, пупсы, мягкие игрушки, конструкторы и настольные игры. Доставка ${deliveryServiceNames('instrumental')}.`,
    path: '/',
  }),
  // The shop's name is already in it: no "— Куклёнок" suffix from the layout's title template.
  title: { absolute: `${shop.name} — куклы и игрушки с доставкой по России` },
};

export default async function HomePage({ params }: { params: Promise<{ onDemand: string }> }) {
  if ((await params).onDemand !== 'main') notFound();
  const db = await getDb();
  const [categories, popular, fresh, sale, hit, offer] = await Promise.all([
    listCategories(db),
    productList(db, 'popular', 12),
    productList(db, 'new', 12),
    productList(db, 'sale', 12),
    productList(db, 'hit', 12),
    dayOffer(db),
  ]);
  return (
    <div className="container">
      <h1 className="visually-hidden">{shop.name} — куклы и игрушки</h1>
      <CategorySlider categories={categories} />
      <HomeHero />
      <ProductShelf
        id="popular"
        title="Популярные товары"
        href="/popular"
        products={popular}
        first
        drawn={SHELF_CARDS_IN_HTML}
      />
      {offer && <ProductOfTheDay offer={offer} />}
      <ProductShelf id="new" title="Новинки" href="/new" products={fresh} drawn={LOWER_SHELF_CARDS_IN_HTML} />
      <ProductShelf id="sale" title="Скидки" href="/sale" products={sale} drawn={LOWER_SHELF_CARDS_IN_HTML} />
      <ProductShelf
        id="hit"
        title="Хиты продаж"
        href="/category?sort=popular"
        products={hit}
        drawn={LOWER_SHELF_CARDS_IN_HTML}
      />
    </div>
  );
}
