// Checkout transitions (docs/PRODUCT.md#checkout) as jotai write-atoms:
// - initialisation clears the pickup point and courier and reloads the products;
// - choosing a shipping method resets the address, postcode, delivery date and window, pickup point and courier,
//   then fetches the payment list, the cost and the couriers;
// - a new pickup point is re-submitted and the cost updated.
import { atom, type Getter, type Setter } from 'jotai';
import { mutate } from 'swr';
import { api, ApiError } from '@/lib/api/fetcher';
import type { CartChangeResponse, CartProductsResponse, PromoCodeResponse } from '@/lib/api/cart';
import type {
  OrderResponse,
  PaymentListResponse,
  PickupPoint,
  PickupPointSubmitResponse,
  ShippingListResponse,
  ShippingSubmitResponse,
} from '@/lib/api/checkout';
import type { UserInfoResponse } from '@/lib/api/accounts';
import { USER_INFO_KEY } from '@/lib/client/use-user-info';
import { isPostcode } from '@/lib/format/postcode';
import {
  appliedPromoAtom,
  cartLoadedAtom,
  cartProductsAtom,
  deliveryServicesAtom,
  EMPTY_DESTINATION,
  fieldErrorsAtom,
  formAtom,
  formErrorAtom,
  freeDeliveryFromAtom,
  idempotencyKeyAtom,
  paymentIdAtom,
  paymentsAtom,
  pickupPointAtom,
  pickupPointIdAtom,
  pointsToSpendAtom,
  deliveryServiceIdAtom,
  shippingCostAtom,
  shippingDaysAtom,
  shippingIdAtom,
  shippingsAtom,
  submittingAtom,
} from './cart-atoms';
import { newIdempotencyKey } from './cart-idempotency';
import { ecommerceProduct } from '@/lib/api/analytics';
import { trackCartAdd, trackCartRemove, trackPurchase } from './analytics';

/** The header badge shows the server's count (item count = Σ num); without cached user info, a fresh read. */
const confirmBadge = async (count: number) => {
  const info = await mutate(
    USER_INFO_KEY,
    (current?: UserInfoResponse) => (current ? { ...current, cart_count: count } : current),
    {
      revalidate: false,
    },
  );
  if (!info) await mutate(USER_INFO_KEY);
};

const applyProducts = (set: Setter, data: CartProductsResponse) => {
  set(cartProductsAtom, data.products);
  set(appliedPromoAtom, data.promo);
  set(freeDeliveryFromAtom, data.free_delivery_from);
  set(cartLoadedAtom, true);
  void confirmBadge(data.cart_count);
};

/** Every delivery quote request takes a number; only the latest one's answer sets the cost and couriers. */
const quoteSeqAtom = atom(0);
const nextQuote = (get: Getter, set: Setter) => {
  const seq = get(quoteSeqAtom) + 1;
  set(quoteSeqAtom, seq);
  return seq;
};

export const reloadProductsAtom = atom(null, async (_get, set) => {
  applyProducts(set, await api<CartProductsResponse>('/api/cart/products'));
});

/** Cart initialisation: clears the pickup point and courier, reloads products and the shipping list. */
export const initCartAtom = atom(null, async (_get, set) => {
  set(pickupPointIdAtom, null);
  set(pickupPointAtom, null);
  set(deliveryServiceIdAtom, null);
  set(shippingIdAtom, null);
  set(shippingCostAtom, null);
  set(shippingDaysAtom, null);
  set(deliveryServicesAtom, []);
  set(paymentsAtom, []);
  set(paymentIdAtom, null);
  const [products, shipping] = await Promise.all([
    api<CartProductsResponse>('/api/cart/products'),
    api<ShippingListResponse>('/api/cart/shipping-list'),
  ]);
  applyProducts(set, products);
  set(shippingsAtom, shipping.shipping);
});

/** Choosing a shipping method: resets address, postcode, pickup point and courier; fetches payments, cost, couriers. */
export const chooseShippingAtom = atom(null, async (get, set, shippingId: number) => {
  set(shippingIdAtom, shippingId);
  set(formAtom, { ...get(formAtom), ...EMPTY_DESTINATION });
  set(pickupPointIdAtom, null);
  set(pickupPointAtom, null);
  set(deliveryServiceIdAtom, null);
  set(shippingCostAtom, null);
  set(shippingDaysAtom, null);
  set(fieldErrorsAtom, {});
  const seq = nextQuote(get, set);
  const [payments, quote] = await Promise.all([
    api<PaymentListResponse>('/api/cart/payment-list', { method: 'POST', body: { shipping_id: shippingId } }),
    api<ShippingSubmitResponse>('/api/cart/shipping-submit', {
      method: 'POST',
      body: { shipping_id: shippingId, index: '' },
    }),
  ]);
  if (get(shippingIdAtom) !== shippingId) return; // a later choice won
  set(paymentsAtom, payments.payment_list);
  const current = get(paymentIdAtom);
  if (!payments.payment_list.some((p) => p.id === current)) set(paymentIdAtom, payments.payment_list[0]?.id ?? null);
  if (get(quoteSeqAtom) !== seq) return; // a postcode or pickup point was quoted meanwhile: that answer stands
  set(deliveryServicesAtom, quote.currier_service);
  const method = get(shippingsAtom).find((s) => s.id === shippingId);
  if (!method?.needs_pvz) {
    // One service delivers to an address: it is the courier; the cost is final once the postcode is known.
    set(deliveryServiceIdAtom, quote.currier_service[0]?.id ?? null);
    set(shippingCostAtom, quote.shipping_cost);
    const first = quote.currier_service[0];
    set(shippingDaysAtom, first ? { min: first.min_days, max: first.max_days } : null);
  }
});

/** A full postcode for an address method: the cost and couriers for its zone. */
export const submitPostcodeAtom = atom(null, async (get, set, postcode: string) => {
  const shippingId = get(shippingIdAtom);
  if (!shippingId || !isPostcode(postcode)) return;
  const seq = nextQuote(get, set);
  const quote = await api<ShippingSubmitResponse>('/api/cart/shipping-submit', {
    method: 'POST',
    body: { shipping_id: shippingId, index: postcode },
  });
  if (get(quoteSeqAtom) !== seq) return;
  set(deliveryServicesAtom, quote.currier_service);
  const chosen = quote.currier_service.find((c) => c.id === get(deliveryServiceIdAtom)) ?? quote.currier_service[0];
  set(deliveryServiceIdAtom, chosen?.id ?? null);
  set(shippingCostAtom, chosen?.cost ?? quote.shipping_cost);
  set(shippingDaysAtom, chosen ? { min: chosen.min_days, max: chosen.max_days } : null);
});

/** A new pickup point: re-submitted, the cost updated. */
export const choosePickupPointAtom = atom(null, async (get, set, point: PickupPoint) => {
  const shippingId = get(shippingIdAtom);
  if (!shippingId) return;
  set(pickupPointIdAtom, point.id);
  set(pickupPointAtom, point);
  set(deliveryServiceIdAtom, point.service_id);
  set(shippingCostAtom, null);
  const { pvz_id: _, ...errors } = get(fieldErrorsAtom);
  void _;
  set(fieldErrorsAtom, errors);
  const seq = nextQuote(get, set);
  const quote = await api<PickupPointSubmitResponse>('/api/cart/pvz-submit', {
    method: 'POST',
    body: {
      pvz_id: point.id,
      currier_service_id: point.service_id,
      shipping_id: shippingId,
      payment_id: get(paymentIdAtom),
    },
  });
  if (get(quoteSeqAtom) !== seq) return;
  set(shippingCostAtom, quote.shipping_cost);
  set(shippingDaysAtom, { min: quote.min_days, max: quote.max_days });
});

/** After the goods sum changed (free delivery may start or stop): the current choice is quoted again. */
export const requoteShippingAtom = atom(null, async (get, set) => {
  const point = get(pickupPointAtom);
  const postcode = get(formAtom).postcode;
  if (point) await set(choosePickupPointAtom, point);
  else if (isPostcode(postcode)) await set(submitPostcodeAtom, postcode);
  else if (get(shippingIdAtom) && !get(shippingsAtom).find((s) => s.id === get(shippingIdAtom))?.needs_pvz) {
    const seq = nextQuote(get, set);
    const quote = await api<ShippingSubmitResponse>('/api/cart/shipping-submit', {
      method: 'POST',
      body: { shipping_id: get(shippingIdAtom), index: '' },
    });
    if (get(quoteSeqAtom) === seq) set(shippingCostAtom, quote.currier_service[0]?.cost ?? quote.shipping_cost);
  }
});

/** The cart line of a product, as Метрика's events describe it, with its quantity before a change. */
const trackedLine = (get: Getter, pid: number) => {
  const line = get(cartProductsAtom).find((l) => l.product_id === pid);
  return line ? { product: ecommerceProduct({ id: pid, name: line.name, price: line.price }), num: line.num } : null;
};

/** PUT change-count; the reply's notice (clamped to the stock) is returned for a toast. */
export const changeCountAtom = atom(null, async (get, set, { pid, count }: { pid: number; count: number }) => {
  const before = trackedLine(get, pid);
  const change = await api<CartChangeResponse>('/api/cart/change-count', { method: 'PUT', body: { pid, count } });
  // A quantity change is Метрика's «add» or «remove» of the difference (the server's, after any clamping).
  if (before && change.num > before.num) trackCartAdd(before.product, change.num - before.num);
  if (before && change.num < before.num) trackCartRemove(before.product, before.num - change.num);
  await set(reloadProductsAtom);
  await set(requoteShippingAtom);
  return change.notice ?? null;
});

export const deleteProductAtom = atom(null, async (get, set, pid: number) => {
  const before = trackedLine(get, pid);
  await api<CartChangeResponse>('/api/cart/delete-product', { method: 'DELETE', body: { pid } });
  if (before) trackCartRemove(before.product, before.num);
  await set(reloadProductsAtom);
  await set(requoteShippingAtom);
});

export const applyPromoAtom = atom(null, async (_get, set, code: string) => {
  const reply = await api<PromoCodeResponse>('/api/cart/promo-code', { method: 'POST', body: { promo_code: code } });
  set(appliedPromoAtom, reply.promo);
  await set(requoteShippingAtom);
});

export const removePromoAtom = atom(null, async (get, set) => {
  await api<PromoCodeResponse>('/api/cart/promo-code', { method: 'DELETE' });
  set(appliedPromoAtom, null);
  set(formAtom, { ...get(formAtom), promo_code: '' });
  await set(requoteShippingAtom);
});

/** The cart's promo code for the order, only while it applies (a code the cart shows as refused is not sent). */
const applyingPromoCode = (promo: CartProductsResponse['promo']) => (promo && !promo.message ? promo.code : null);

/** Statuses after which the next submission reuses the Idempotency-Key. */
const KEEP_KEY_ON = new Set([409, 429]);

export type PlaceOrderResult = { ok: true; number: string; paymentUrl: string | null } | { ok: false };

/**
 * Places the order once: ignored while one is in flight, and every retry of the same submission carries the
 * same Idempotency-Key, so the server never creates two orders. Field errors land in fieldErrorsAtom.
 */
export const placeOrderAtom = atom(null, async (get, set): Promise<PlaceOrderResult> => {
  if (get(submittingAtom)) return { ok: false };
  set(submittingAtom, true);
  set(formErrorAtom, null);
  let key = get(idempotencyKeyAtom);
  if (!key) {
    key = newIdempotencyKey();
    set(idempotencyKeyAtom, key);
  }
  const form = get(formAtom);
  const method = get(shippingsAtom).find((s) => s.id === get(shippingIdAtom));
  // The address in parts for the address methods (the server writes the line from them); date and window for the
  // courier alone — the server refuses them for any other method.
  const destination = method?.needs_address
    ? {
        city: form.city,
        street: form.street,
        house: form.house,
        building: form.building,
        flat: form.flat,
        postcode: form.postcode,
        ...(method.code === 'courier'
          ? { delivery_date: form.delivery_date || undefined, delivery_window: form.delivery_window || undefined }
          : {}),
      }
    : {};
  try {
    const reply = await api<OrderResponse>('/api/cart/order', {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body: {
        shipping_id: get(shippingIdAtom),
        payment_id: get(paymentIdAtom),
        currier_id: get(deliveryServiceIdAtom),
        pvz_id: get(pickupPointIdAtom),
        ...destination,
        surname: form.surname,
        name: form.name,
        middle_name: form.middle_name,
        email: form.email,
        phone: form.phone,
        agreement: form.agreement,
        promo_code: applyingPromoCode(get(appliedPromoAtom)),
        comment: form.comment,
        bonus_points: get(pointsToSpendAtom) || undefined,
      },
    });
    set(idempotencyKeyAtom, null);
    trackPurchase(
      reply.number,
      get(cartProductsAtom)
        .filter((l) => l.available)
        .map((l) => ({ ...ecommerceProduct({ id: l.product_id, name: l.name, price: l.price }), quantity: l.num })),
    );
    void confirmBadge(0);
    if (get(pointsToSpendAtom) > 0) void mutate('/api/bonuses');
    return { ok: true, number: reply.number, paymentUrl: reply.payment_url };
  } catch (error) {
    set(submittingAtom, false);
    if (error instanceof ApiError) {
      const body = error.body as { errors?: Record<string, string> } | null;
      set(fieldErrorsAtom, body?.errors ?? {});
      set(formErrorAtom, error.message);
      // A refused order recorded nothing: a corrected submission may start afresh. Except 409 (the same key is
      // still being processed, or the stock changed before anything was recorded) and 429 (too many attempts):
      // there a retry must carry the same key, so a first request that does succeed is never doubled.
      if (error.status < 500 && !KEEP_KEY_ON.has(error.status)) set(idempotencyKeyAtom, null);
    } else {
      set(formErrorAtom, 'Нет связи с магазином. Проверьте интернет и нажмите ещё раз');
    }
    return { ok: false };
  }
});
