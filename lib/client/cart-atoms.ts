// Client state of the cart page (jotai): the checkout state — lists from the server, the choices and
// the form fields — and the derived values (docs/PRODUCT.md#cart-totals). Transitions live in ./cart-actions.ts.
import { atom, type Getter, type Setter, type WritableAtom } from 'jotai';
import type { CartLine, CartPromo } from '@/lib/api/cart';
import type { DeliveryServiceOffer, PaymentMethod, PickupPoint, ShippingMethod } from '@/lib/api/checkout';
import type { AddressParts } from '@/lib/api/delivery';
import { maxPointsFor } from '@/lib/config/bonus-rules';
import { cartSums } from '@/lib/api/cart-sums';
import { cartTotals } from './cart-totals';

export const cartProductsAtom = atom<CartLine[]>([]);
/** False until the first load answered: the page shows a skeleton rather than "empty". */
export const cartLoadedAtom = atom(false);
export const appliedPromoAtom = atom<CartPromo | null>(null);
export const freeDeliveryFromAtom = atom<number | null>(null);

export const shippingsAtom = atom<ShippingMethod[]>([]);
export const paymentsAtom = atom<PaymentMethod[]>([]);
export const deliveryServicesAtom = atom<DeliveryServiceOffer[]>([]);

export const shippingIdAtom = atom<number | null>(null);
export const paymentIdAtom = atom<number | null>(null);
export const deliveryServiceIdAtom = atom<number | null>(null);
export const pickupPointIdAtom = atom<string | null>(null);
/** The chosen pickup point's details, for the summary. */
export const pickupPointAtom = atom<PickupPoint | null>(null);
/** Null while unknown (no method, or a pickup point not chosen yet). */
export const shippingCostAtom = atom<number | null>(null);
/** Transit days of the current choice, when known. */
export const shippingDaysAtom = atom<{ min: number; max: number } | null>(null);

/** The courier (and post) address in parts (`AddressParts`); the server writes the order's address line from them. */
export type CheckoutForm = AddressParts & {
  /** Courier only: the wished date (YYYY-MM-DD, '' = as soon as possible) and window code ('' = any time). */
  delivery_date: string;
  delivery_window: string;
  surname: string;
  name: string;
  middle_name: string;
  email: string;
  phone: string;
  agreement: boolean;
  promo_code: string;
  comment: string;
};

/** What choosing a shipping method empties: where and when it is delivered. */
export const EMPTY_DESTINATION = {
  city: '',
  street: '',
  house: '',
  building: '',
  flat: '',
  postcode: '',
  delivery_date: '',
  delivery_window: '',
} as const satisfies Partial<CheckoutForm>;

export const EMPTY_FORM: CheckoutForm = {
  ...EMPTY_DESTINATION,
  surname: '',
  name: '',
  middle_name: '',
  email: '',
  phone: '',
  agreement: false,
  promo_code: '',
  comment: '',
};

export const formAtom = atom<CheckoutForm>(EMPTY_FORM);

type FieldAtom<K extends keyof CheckoutForm> = WritableAtom<CheckoutForm[K], [CheckoutForm[K]], void>;
const fieldAtoms = new Map<keyof CheckoutForm, FieldAtom<keyof CheckoutForm>>();

/** One form field as its own atom (inputs re-render alone); typing clears that field's server error. */
export function fieldAtom<K extends keyof CheckoutForm>(key: K): FieldAtom<K> {
  let cached = fieldAtoms.get(key);
  if (!cached) {
    cached = atom(
      (get) => get(formAtom)[key],
      (get, set, value: CheckoutForm[keyof CheckoutForm]) => {
        set(formAtom, { ...get(formAtom), [key]: value });
        clearError(get, set, key);
      },
    );
    fieldAtoms.set(key, cached);
  }
  return cached as unknown as FieldAtom<K>;
}

/** Field → message from the server's last refusal (`errors` of POST /api/cart/order). */
export const fieldErrorsAtom = atom<Record<string, string>>({});
export const formErrorAtom = atom<string | null>(null);

export function clearError(get: Getter, set: Setter, key: string) {
  const errors = get(fieldErrorsAtom);
  if (!(key in errors)) return;
  const rest = { ...errors };
  delete rest[key];
  set(fieldErrorsAtom, rest);
}

/** An order submission is in flight: the button is disabled and a second submit is ignored. */
export const submittingAtom = atom(false);
/** Idempotency-Key of the current submission; kept across retries until an order is placed. */
export const idempotencyKeyAtom = atom<string | null>(null);

/** The signed-in shopper's spendable bonus points (0 for a guest or until known). */
export const bonusBalanceAtom = atom(0);
/** «Списать баллы» is ticked. */
export const spendPointsAtom = atom(false);
/** Points the order would take: min(balance, the rules' share of the goods after the promo), when ticked. */
export const maxPointsAtom = atom((get) => {
  const goods = cartSums(get(cartProductsAtom)).productsCost - (get(appliedPromoAtom)?.discount ?? 0);
  return Math.min(get(bonusBalanceAtom), maxPointsFor(goods));
});
export const pointsToSpendAtom = atom((get) => (get(spendPointsAtom) ? get(maxPointsAtom) : 0));

export const totalsAtom = atom((get) =>
  cartTotals(
    get(cartProductsAtom),
    get(appliedPromoAtom)?.discount ?? 0,
    get(shippingCostAtom),
    get(pointsToSpendAtom),
  ),
);

export const selectedShippingAtom = atom((get) => get(shippingsAtom).find((s) => s.id === get(shippingIdAtom)) ?? null);
