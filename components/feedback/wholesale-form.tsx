'use client';

import { useState } from 'react';
import { PhoneInput } from '@/components/account/phone-input';
import Link from '@/components/ui/link';
import { useSendForm } from './use-send-form';
import styles from './feedback.module.css';

const EMPTY = { company: '', inn: '', name: '', phone: '', email: '', city: '', comment: '' };

/** The wholesale request form (POST /api/wholesale-request) for the /wholesale page. */
export function WholesaleForm() {
  const [form, setForm] = useState(EMPTY);
  const { sending, done, error, send } = useSendForm('/api/wholesale-request');
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm({ ...form, [key]: e.target.value });

  if (done) {
    return (
      <p className={styles.done} role="status" data-testid="wholesale-done">
        Спасибо! Заявка принята — менеджер оптового отдела свяжется с вами в течение рабочего дня.
      </p>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void send(form, 'Заявка отправлена');
      }}
      data-testid="wholesale-form"
    >
      <label className={styles.field}>
        Организация или ИП
        <input name="company" autoComplete="organization" maxLength={200} required value={form.company} onChange={set('company')} />
      </label>
      <label className={styles.field}>
        ИНН (необязательно)
        <input name="inn" inputMode="numeric" maxLength={12} value={form.inn} onChange={set('inn')} />
      </label>
      <label className={styles.field}>
        Контактное лицо
        <input name="name" autoComplete="name" maxLength={100} required value={form.name} onChange={set('name')} />
      </label>
      <label className={styles.field}>
        Телефон
        <PhoneInput name="phone" required value={form.phone} onChange={set('phone')} />
      </label>
      <label className={styles.field}>
        Email
        <input name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
      </label>
      <label className={styles.field}>
        Город
        <input name="city" autoComplete="address-level2" maxLength={100} value={form.city} onChange={set('city')} />
      </label>
      <label className={styles.field}>
        Комментарий: что и в каком объёме интересует
        <textarea name="comment" rows={4} maxLength={3000} value={form.comment} onChange={set('comment')} />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.note}>
        Отправляя заявку, вы соглашаетесь на обработку персональных данных в соответствии с{' '}
        <Link href="/privacy">политикой конфиденциальности</Link>.
      </p>
      <button type="submit" className={styles.submit} disabled={sending}>
        Отправить заявку
      </button>
    </form>
  );
}
