// Ways to pay (docs/PRODUCT.md#payments): card online, СБП, and on receipt where the shipping method allows it.
import type { PaymentMethod } from '@/lib/api/checkout';
import { onlinePaymentsOn } from './providers';

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 1,
    code: 'card',
    name: 'Банковской картой онлайн',
    description: 'Мир, Visa, Mastercard российских банков — на защищённой странице платёжного сервиса',
    online: true,
  },
  {
    id: 2,
    code: 'sbp',
    name: 'Через СБП',
    description: 'Система быстрых платежей: по QR-коду в приложении вашего банка, без комиссии',
    online: true,
  },
  {
    id: 3,
    code: 'cash',
    name: 'При получении',
    description: 'Картой или наличными курьеру или в пункте выдачи',
    online: false,
  },
];

/**
 * The ways to pay for a shipping method: online only while a provider takes payments (./providers.ts), on
 * receipt only where the method allows it.
 */
export function paymentMethodsFor(method: { cashOnDelivery: boolean }): PaymentMethod[] {
  const online = onlinePaymentsOn();
  return PAYMENT_METHODS.filter((p) => (p.online ? online : method.cashOnDelivery));
}

export const paymentMethodById = (id: number) => PAYMENT_METHODS.find((p) => p.id === id) ?? null;
