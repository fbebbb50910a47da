'use client';

import { useState } from 'react';
import { PhoneInput } from '@/components/account/phone-input';
import { EmailField, Field, TextField } from '@/components/ui/field';
import { MessageField, SendFormEnd, SentNote } from './form-parts';
import { useSendForm } from './use-send-form';
import styles from './feedback.module.css';

/** A question to the shop; the answer goes to the email given. */
export function QuestionForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [text, setText] = useState('');
  const { sending, done, error, sendOnSubmit } = useSendForm('/api/questions', 'Вопрос отправлен');

  if (done) {
    return (
      <SentNote testId="question-done">Спасибо! Мы ответим на ваш вопрос по email в течение рабочего дня.</SentNote>
    );
  }

  return (
    <form className={styles.form} onSubmit={sendOnSubmit({ name, email, phone, text })} data-testid="question-form">
      <TextField
        label="Ваше имя"
        className={styles.field}
        name="name"
        autoComplete="name"
        maxLength={60}
        required
        value={name}
        onValue={setName}
      />
      <EmailField label="Email для ответа" className={styles.field} required value={email} onValue={setEmail} />
      <Field label="Телефон (необязательно)" className={styles.field}>
        {(control) => <PhoneInput name="phone" value={phone} onChange={(e) => setPhone(e.target.value)} {...control} />}
      </Field>
      <MessageField label="Вопрос" minLength={5} value={text} onValue={setText} />
      <SendFormEnd
        error={error}
        sending="Отправляя вопрос"
        pending={sending}
        disabled={!name.trim() || !email.trim() || text.trim().length < 5}
      >
        Задать вопрос
      </SendFormEnd>
    </form>
  );
}
