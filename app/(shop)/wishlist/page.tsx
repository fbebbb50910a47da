import { WishlistView } from '@/components/wishlist/wishlist-view';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata({
  title: 'Избранное',
  description: 'Товары, которые вы отметили сердечком.',
  path: '/wishlist',
  noindex: true,
});

/** The page is a shared shell; the wishlist itself is personal and loads in the browser. */
export default function WishlistPage() {
  return (
    <div className="container">
      <h1>Избранное</h1>
      <WishlistView />
    </div>
  );
}
