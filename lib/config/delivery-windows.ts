// When a courier may bring an order: the time windows a shopper picks from and how far ahead a date may be
// chosen (docs/adr/0075-courier-date-and-window.md). The server accepts only these codes; the checkout offers them in
// this order.

export const DELIVERY_WINDOWS = [
  { code: '09-13', label: '09:00–13:00' },
  { code: '13-17', label: '13:00–17:00' },
  { code: '17-21', label: '17:00–21:00' },
] as const;

export type DeliveryWindowCode = (typeof DELIVERY_WINDOWS)[number]['code'];

export const DELIVERY_WINDOW_CODES = DELIVERY_WINDOWS.map((w) => w.code) as [
  DeliveryWindowCode,
  ...DeliveryWindowCode[],
];

/** A chosen date may be at most this many days after the earliest one the service can make. */
export const DELIVERY_DATE_SPAN_DAYS = 14;

/** What an order without a chosen date is promised. */
export const AS_SOON_AS_POSSIBLE = 'как можно скорее';
