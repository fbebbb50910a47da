// Server-side validation of an order (PRODUCT.md §4), pure: every field's problem at once, in Russian.
import type { OrderInput } from '@/lib/api/cart-schemas';
import type { PaymentMethod } from '@/lib/api/cart-types';
import { isValidEmail } from '@/lib/format/email';
import { formatPhone } from '@/lib/format/phone';

export type MethodRules = { needsAddress: boolean; needsPickupPoint: boolean; cashOnDelivery: boolean };

export const MESSAGES = {
  surname: 'Укажите фамилию',
  name: 'Укажите имя',
  phone: 'Введите телефон в формате +7 (###) ###-##-##',
  email: 'Введите корректный email, например anna@mail.ru',
  agreement: 'Нужно ваше согласие на обработку персональных данных',
  shipping_id: 'Выберите способ доставки',
  payment_id: 'Выберите способ оплаты',
  cashNotAllowed: 'Оплата при получении недоступна для этого способа доставки',
  address: 'Укажите адрес доставки: город, улицу, дом и квартиру',
  postcode: 'Укажите почтовый индекс — 6 цифр',
  pvz_id: 'Выберите пункт выдачи',
} as const;

/**
 * Field → message for every problem; empty when the order may be placed. `method` and `payment` are the
 * looked-up shipping and payment methods (null when unknown or not chosen).
 */
export function validateOrder(input: OrderInput, method: MethodRules | null, payment: PaymentMethod | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.surname) errors.surname = MESSAGES.surname;
  if (!input.name) errors.name = MESSAGES.name;
  if (!input.phone || !formatPhone(input.phone)) errors.phone = MESSAGES.phone;
  if (!input.email || !isValidEmail(input.email)) errors.email = MESSAGES.email;
  if (input.agreement !== true) errors.agreement = MESSAGES.agreement;

  if (!method) errors.shipping_id = MESSAGES.shipping_id;
  if (!payment) errors.payment_id = MESSAGES.payment_id;
  else if (method && !payment.online && !method.cashOnDelivery) errors.payment_id = MESSAGES.cashNotAllowed;

  if (method?.needsAddress) {
    if (!input.address || input.address.length < 5) errors.address = MESSAGES.address;
    if (!input.postcode || !/^\d{6}$/.test(input.postcode)) errors.postcode = MESSAGES.postcode;
  }
  if (method?.needsPickupPoint && !input.pvz_id) errors.pvz_id = MESSAGES.pvz_id;
  return errors;
}
