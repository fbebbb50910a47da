import { productListRoute } from '@/lib/server/http/product-list-route';

export const dynamic = 'force-dynamic';

export const GET = productListRoute('popular');
