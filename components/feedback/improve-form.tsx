'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import Link from '@/components/ui/link';
import { useSendForm } from './use-send-form';
import styles from './improve-form.module.css';

export function ImproveForm({ url }: { url: string }) {
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const { sending, done, error, sendOnSubmit } = useSendForm('/api/improve', 'Спасибо! Сообщение отправлено');

  if (done) {
    return (
      <p className={styles.done} data-testid="improve-done">
        Спасибо! Мы прочитаем ваше сообщение и постараемся сделать страницу лучше.{' '}
        <Link href={url}>Вернуться на страницу</Link>
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={sendOnSubmit({ url_current: url, text, email })} data-testid="improve-form">
      <p className={styles.page}>
        Страница: <Link href={url}>{url}</Link>
      </p>
      <Field label="Что было неудобно или непонятно?" className={styles.field}>
        {(control) => (
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={6}
            maxLength={5000}
            required
            minLength={3}
            {...control}
          />
        )}
      </Field>
      <TextField
        label="Email для ответа (необязательно)"
        className={styles.field}
        type="email"
        value={email}
        onValue={setEmail}
        autoComplete="email"
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" className={styles.submit} pending={sending} disabled={text.trim().length < 3}>
        Отправить
      </Button>
    </form>
  );
}
