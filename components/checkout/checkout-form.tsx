'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from '@/components/shell/use-navigate';
import { formErrorAtom, selectedShippingAtom } from '@/lib/client/cart-atoms';
import { placeOrderAtom } from '@/lib/client/cart-actions';
import { AddressFields } from './address-fields';
import { BonusPointsChoice } from './bonus-points-choice';
import { ConsentCheckbox } from './consent-checkbox';
import { PaymentChooser } from './payment-chooser';
import { PhoneField } from './phone-field';
import { PickupPointChooser } from './pickup-point-chooser';
import { ShippingChooser } from './shipping-chooser';
import { FieldError, TextField } from './text-field';
import styles from './checkout.module.css';

/**
 * The checkout form: recipient, delivery (method, then address or pickup point), payment, comment, consent.
 * Submitting places the order once (see placeOrderAtom) and goes to the payment page or the order page.
 */
export function CheckoutForm({ id }: { id: string }) {
  const shipping = useAtomValue(selectedShippingAtom);
  const formError = useAtomValue(formErrorAtom);
  const placeOrder = useSetAtom(placeOrderAtom);
  const navigate = useNavigate();

  useEffect(() => {
    if (!formError) return;
    document
      .querySelector<HTMLElement>('[aria-invalid="true"], [data-testid^="error-"]')
      ?.scrollIntoView({ block: 'center' });
  }, [formError]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await placeOrder();
    if (!result.ok) return;
    const orderPage = `/cart-ok?order=${encodeURIComponent(result.number)}`;
    if (!result.paymentUrl) return void navigate(orderPage);
    // The payment page comes from the provider: another site (allowed by the external flag) or our own /pay/…,
    // which the route rules load as a document. An address the shell refuses (e.g. javascript:) is not followed:
    // the order is placed, so the order page, which can start the payment again, opens instead.
    try {
      navigate(result.paymentUrl, { external: true });
    } catch (error) {
      console.error(error);
      navigate(orderPage);
    }
  }

  return (
    <form id={id} className={styles.form} onSubmit={submit} noValidate data-testid="checkout-form">
      <fieldset className={styles.section}>
        <legend>Получатель</legend>
        <div className={styles.grid}>
          <TextField name="surname" label="Фамилия" autoComplete="family-name" maxLength={100} />
          <TextField name="name" label="Имя" autoComplete="given-name" maxLength={100} />
          <TextField name="middle_name" label="Отчество (если есть)" autoComplete="additional-name" maxLength={100} />
          <PhoneField />
          <TextField
            name="email"
            label="Email — для чека и статуса заказа"
            type="email"
            autoComplete="email"
            maxLength={254}
            className={styles.wide}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Доставка</legend>
        <ShippingChooser />
        {shipping?.needs_address && <AddressFields courier={shipping.code === 'courier'} />}
        {shipping?.needs_pvz && <PickupPointChooser />}
        <FieldError name="currier_id" />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Оплата</legend>
        <PaymentChooser />
        <BonusPointsChoice />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Комментарий к заказу</legend>
        <TextField name="comment" label="Например, код домофона или как найти подъезд" multiline />
      </fieldset>

      <ConsentCheckbox />
      <FieldError name="products" />
      <FieldError name="promo_code" />
      {formError && (
        <p className={styles.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      )}
    </form>
  );
}
