'use client';

import { useState } from 'react';
import { PhoneInput } from '@/components/account/phone-input';
import Link from '@/components/ui/link';
import { useSendForm } from './use-send-form';
import styles from './feedback.module.css';

/** A question to the shop; the answer goes to the email given. */
export function QuestionForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [text, setText] = useState('');
  const { sending, done, error, send } = useSendForm('/api/questions');

  if (done) {
    return (
      <p className={styles.done} role="status" data-testid="question-done">
        Спасибо! Мы ответим на ваш вопрос по email в течение рабочего дня.
      </p>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void send({ name, email, phone, text }, 'Вопрос отправлен');
      }}
      data-testid="question-form"
    >
      <label className={styles.field}>
        Ваше имя
        <input name="name" autoComplete="name" maxLength={60} required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className={styles.field}>
        Email для ответа
        <input name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className={styles.field}>
        Телефон (необязательно)
        <PhoneInput name="phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
      </label>
      <label className={styles.field}>
        Вопрос
        <textarea name="text" rows={5} maxLength={3000} required minLength={5} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.note}>
        Отправляя вопрос, вы соглашаетесь на обработку персональных данных в соответствии с{' '}
        <Link href="/privacy">политикой конфиденциальности</Link>.
      </p>
      <button type="submit" className={styles.submit} disabled={sending || !name.trim() || !email.trim() || text.trim().length < 5}>
        Задать вопрос
      </button>
    </form>
  );
}
