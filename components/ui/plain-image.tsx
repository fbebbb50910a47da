import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup (srcset, sizes, the optimiser's URLs) as a plain <img> drawn on the server: no client
 * component to hydrate for a picture that needs no script (docs/adr/0057-first-paint-in-html.md and
 * docs/adr/0083-less-work-at-start.md). Product cards do the same in `components/catalog/product-card.tsx`, where the
 * first pictures are also preloaded.
 */
export function PlainImage(props: ImageProps) {
  const { props: attributes } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...attributes} />;
}
