/** «СДЭК, Boxberry и Почта России»: a Russian list with «и» before the last item. */
export function joinRu(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`;
}
