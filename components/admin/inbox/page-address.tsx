import { isShopPath } from '@/lib/catalog/shop-path';

/**
 * The page a «Что можно улучшить» note is about: a link when it is a page of the shop (lib/catalog/shop-path.ts),
 * plain text otherwise, so a note stored before the form refused other addresses never links staff off the site.
 */
export function PageAddress({ url }: { url: string }) {
  return <>Страница: {isShopPath(url) ? <a href={url}>{url}</a> : url}</>;
}
