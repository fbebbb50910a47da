// Server-side validation of an order, pure: every field's problem at once, in Russian.
import type { OrderInput, PaymentMethod } from '@/lib/api/checkout';
import { composeAddress, hasAddressParts, type CourierAddressParts } from '@/lib/api/courier-address';
import { isValidEmail } from '@/lib/format/email';
import { formatPhone } from '@/lib/format/phone';
import { isPostcode } from '@/lib/format/postcode';

/** `code` tells the courier (`courier`), the only method a delivery date and time window are chosen for. */
export type MethodRules = { code: string; needsAddress: boolean; needsPickupPoint: boolean; cashOnDelivery: boolean };

export const MESSAGES = {
  surname: 'Укажите фамилию',
  name: 'Укажите имя',
  phone: 'Введите телефон в формате +7 (###) ###-##-##',
  email: 'Введите корректный email, например anna@mail.ru',
  agreement: 'Нужно ваше согласие на обработку персональных данных',
  shipping_id: 'Выберите способ доставки',
  payment_id: 'Выберите способ оплаты',
  cashNotAllowed: 'Оплата при получении недоступна для этого способа доставки',
  onlineOff: 'Онлайн-оплата сейчас недоступна — выберите оплату при получении',
  address: 'Укажите адрес доставки: город, улицу, дом и квартиру',
  postcode: 'Укажите почтовый индекс — 6 цифр',
  city: 'Укажите город',
  street: 'Укажите улицу',
  house: 'Укажите номер дома',
  delivery_date: 'Дату доставки выбирают только для курьера',
  delivery_window: 'Время доставки выбирают только для курьера',
  pvz_id: 'Выберите пункт выдачи',
} as const;

/**
 * Where the order goes: a pickup point, or an address with its postcode — and its parts when it was sent in parts
 * (null for a client sending the one line only).
 */
export type OrderDestination =
  { pickupPointId: string } | { address: string; postcode: string; parts: CourierAddressParts | null };

/** An order that may be placed: the looked-up methods and every field its method needs, present. */
export type ValidOrder<M extends MethodRules> = OrderInput & {
  method: M;
  payment: PaymentMethod;
  surname: string;
  name: string;
  email: string;
  /** As stored: `+7 (###) ###-##-##`. */
  phone: string;
  destination: OrderDestination;
};

export type OrderValidation<M extends MethodRules> =
  { ok: true; order: ValidOrder<M> } | { ok: false; errors: Record<string, string> };

/**
 * The order ready to be placed, or field → message for every problem. `method` and `payment` are the looked-up
 * shipping and payment methods (null when unknown or not chosen); `payments.online` says whether the shop takes
 * online payments now (lib/server/payments/providers.ts).
 */
export function validateOrder<M extends MethodRules>(
  input: OrderInput,
  method: M | null,
  payment: PaymentMethod | null,
  payments: { online: boolean } = { online: true },
): OrderValidation<M> {
  const errors: Record<string, string> = {};
  const { surname, name, email, address, postcode, pvz_id: pickupPointId } = input;
  const phone = input.phone ? formatPhone(input.phone) : null;
  if (!surname) errors.surname = MESSAGES.surname;
  if (!name) errors.name = MESSAGES.name;
  if (!phone) errors.phone = MESSAGES.phone;
  if (!email || !isValidEmail(email)) errors.email = MESSAGES.email;
  if (input.agreement !== true) errors.agreement = MESSAGES.agreement;

  if (!method) errors.shipping_id = MESSAGES.shipping_id;
  if (!payment) errors.payment_id = MESSAGES.payment_id;
  else if (payment.online && !payments.online) errors.payment_id = MESSAGES.onlineOff;
  else if (method && !payment.online && !method.cashOnDelivery) errors.payment_id = MESSAGES.cashNotAllowed;

  // The address in parts, when sent: it then is the order's address line (the one-line `address` is ignored).
  const parts: CourierAddressParts | null = hasAddressParts(input)
    ? {
        city: input.city ?? '',
        street: input.street ?? '',
        house: input.house ?? '',
        building: input.building ?? '',
        flat: input.flat ?? '',
      }
    : null;
  const line = parts ? composeAddress(parts) : address;
  if (method?.needsAddress) {
    if (parts) {
      // A courier (and the post) needs the city, the street and the house; the flat is optional (a house).
      if (!parts.city) errors.city = MESSAGES.city;
      if (!parts.street) errors.street = MESSAGES.street;
      if (!parts.house) errors.house = MESSAGES.house;
    } else if (!address || address.length < 5 || !/\d/.test(address)) {
      // A house number at least: a city alone (the checkout began the line with it) is no address.
      errors.address = MESSAGES.address;
    }
    if (!postcode || !isPostcode(postcode)) errors.postcode = MESSAGES.postcode;
  }
  if (method?.needsPickupPoint && !pickupPointId) errors.pvz_id = MESSAGES.pvz_id;
  // Whether the date is one the chosen service can make is checked once the service is known (./place-order.ts).
  if (method && method.code !== 'courier') {
    if (input.delivery_date) errors.delivery_date = MESSAGES.delivery_date;
    if (input.delivery_window) errors.delivery_window = MESSAGES.delivery_window;
  }

  // Every problem is in `errors` by now; the presence checks repeated here only tell the type checker so.
  if (Object.keys(errors).length || !surname || !name || !phone || !email || !method || !payment)
    return { ok: false, errors };
  // A pickup-point method is delivered there; any other takes the address and postcode checked above.
  let destination: OrderDestination;
  if (method.needsPickupPoint && pickupPointId) destination = { pickupPointId };
  else if (method.needsAddress && line && postcode) destination = { address: line, postcode, parts };
  else return { ok: false, errors: { shipping_id: MESSAGES.shipping_id } };
  return { ok: true, order: { ...input, method, payment, surname, name, email, phone, destination } };
}
