'use client';

import { useState } from 'react';
import { PhoneInput } from '@/components/account/phone-input';
import { Field, TextareaField, TextField } from '@/components/ui/field';
import { SendFormEnd, SentNote } from './form-parts';
import { useSendForm } from './use-send-form';
import styles from './feedback.module.css';

const EMPTY = { company: '', inn: '', name: '', phone: '', email: '', city: '', comment: '' };

/** The wholesale request form (POST /api/wholesale-request) for the /wholesale page. */
export function WholesaleForm() {
  const [form, setForm] = useState(EMPTY);
  const { sending, done, error, sendOnSubmit } = useSendForm('/api/wholesale-request', 'Заявка отправлена');
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm({ ...form, [key]: e.target.value });
  /** A text field bound to the form's `key`. */
  const field = (key: keyof typeof EMPTY) => ({
    className: styles.field,
    name: key,
    value: form[key],
    onChange: set(key),
  });

  if (done) {
    return (
      <SentNote testId="wholesale-done">
        Спасибо! Заявка принята — менеджер оптового отдела свяжется с вами в течение рабочего дня.
      </SentNote>
    );
  }

  return (
    <form className={styles.form} onSubmit={sendOnSubmit(form)} data-testid="wholesale-form">
      <TextField
        label="Организация или ИП"
        {...field('company')}
        autoComplete="organization"
        maxLength={200}
        required
      />
      <TextField label="ИНН (необязательно)" {...field('inn')} inputMode="numeric" maxLength={12} />
      <TextField label="Контактное лицо" {...field('name')} autoComplete="name" maxLength={100} required />
      <Field label="Телефон" className={styles.field}>
        {(control) => <PhoneInput name="phone" required value={form.phone} onChange={set('phone')} {...control} />}
      </Field>
      <TextField label="Email" {...field('email')} type="email" autoComplete="email" required />
      <TextField label="Город" {...field('city')} autoComplete="address-level2" maxLength={100} />
      <TextareaField
        label="Комментарий: что и в каком объёме интересует"
        {...field('comment')}
        rows={4}
        maxLength={3000}
      />
      <SendFormEnd error={error} sending="Отправляя заявку" pending={sending}>
        Отправить заявку
      </SendFormEnd>
    </form>
  );
}
