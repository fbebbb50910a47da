import { formatPrice } from '@/lib/format/price';

const SHOP_TIME_ZONE = 'Europe/Moscow';
const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
const dateOnly = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeZone: SHOP_TIME_ZONE });

/** A sum in roubles: `1 990 ₽`. */
export function Money({ value }: { value: number | null | undefined }) {
  return value === null || value === undefined ? (
    <>—</>
  ) : (
    <span style={{ whiteSpace: 'nowrap' }}>{formatPrice(value)}</span>
  );
}

/** A moment in the shop's time zone (Moscow), machine-readable in <time>. */
export function DateTime({ value, withTime = true }: { value: Date | string | null | undefined; withTime?: boolean }) {
  if (!value) return <>—</>;
  const date = typeof value === 'string' ? new Date(value) : value;
  return <time dateTime={date.toISOString()}>{(withTime ? dateTime : dateOnly).format(date)}</time>;
}
