// The courier address in parts (город, улица, дом, корпус/строение, квартира/офис) and the one line it is written
// as: the order's `address`, the letter, the cabinet and the back office all show this line. Zod-free: the checkout
// composes it in the browser by the same rule (docs/adr/0074-courier-address-parts.md).

/** The parts a shopper fills in (or a suggestion fills); empty strings for those not given. */
export type CourierAddressParts = {
  city: string;
  street: string;
  house: string;
  building: string;
  flat: string;
};

export const ADDRESS_PART_KEYS = ['city', 'street', 'house', 'building', 'flat'] as const;

/** A part that is a bare number gets its usual word: «12» → «д. 12»; «вл. 3», «стр 1», «офис 5» stay as typed. */
const labelled = (value: string, word: string) => {
  const v = value.trim();
  return /^\d/.test(v) ? `${word} ${v}` : v;
};

/** «Казань, ул. Баумана, д. 19, корп. 2, кв. 5»: the parts in the order a courier reads them, empty ones left out. */
export function composeAddress(parts: Partial<CourierAddressParts>): string {
  return [
    parts.city?.trim(),
    parts.street?.trim(),
    parts.house && labelled(parts.house, 'д.'),
    parts.building && labelled(parts.building, 'корп.'),
    parts.flat && labelled(parts.flat, 'кв.'),
  ]
    .filter(Boolean)
    .join(', ');
}

/** Whether a request or form carries the address in parts (any part given), rather than as one line. */
export function hasAddressParts(parts: Partial<Record<keyof CourierAddressParts, string | null | undefined>>): boolean {
  return ADDRESS_PART_KEYS.some((key) => Boolean(parts[key]?.trim()));
}
