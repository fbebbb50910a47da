import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ProductView } from '@/components/product/product-view';
import { productAlias, productPath } from '@/lib/catalog/paths';
import { getDb } from '@/lib/db/client';
import { getProductByAlias } from '@/lib/server/catalog/product-detail';
import { listProductQuestions } from '@/lib/server/product-reviews/questions';
import { listProductReviews } from '@/lib/server/product-reviews/reviews';
import { formatPrice } from '@/lib/format/price';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Rendered on first request and cached (ISR); stock shown here may lag up to `revalidate` seconds,
// the cart checks the real stock.
// Next reads this literal statically; it must equal CACHE_POLICY.productPage (lib/cache/policy.test.ts checks).
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Params = { params: Promise<{ slug: string }> };

const loadProduct = cache(async (slug: string) => getProductByAlias(await getDb(), productAlias(slug)));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const product = await loadProduct((await params).slug);
  if (!product) return {};
  return pageMetadata({
    title: product.name,
    description: `${product.name} за ${formatPrice(product.price)}. ${product.description.slice(0, 120)}`,
    path: productPath(product.alias),
    image: product.image,
  });
}

export default async function ProductPage({ params }: Params) {
  const product = await loadProduct((await params).slug);
  if (!product) notFound();
  // Published reviews and questions are public: their first pages are part of the cached page (moderation
  // invalidates it); the shopper's own review loads in the browser.
  const db = await getDb();
  const [reviews, questions] = await Promise.all([
    listProductReviews(db, product.id, { page: 1, sort: 'new' }),
    listProductQuestions(db, product.id, 1),
  ]);
  return <ProductView product={product} reviews={reviews} questions={questions} />;
}
