'use client';

import Link from '@/components/ui/link';
import { useState } from 'react';
import { useSendForm } from './use-send-form';
import styles from './improve-form.module.css';

export function ImproveForm({ url }: { url: string }) {
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const { sending, done, error, send } = useSendForm('/api/improve');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void send({ url_current: url, text, email }, 'Спасибо! Сообщение отправлено');
  }

  if (done) {
    return (
      <p className={styles.done} data-testid="improve-done">
        Спасибо! Мы прочитаем ваше сообщение и постараемся сделать страницу лучше. <Link href={url}>Вернуться на страницу</Link>
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} data-testid="improve-form">
      <p className={styles.page}>
        Страница: <Link href={url}>{url}</Link>
      </p>
      <label className={styles.field}>
        <span>Что было неудобно или непонятно?</span>
        <textarea value={text} onChange={(e) => setText(e.target.value)} rows={6} maxLength={5000} required minLength={3} />
      </label>
      <label className={styles.field}>
        <span>Email для ответа (необязательно)</span>
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending || text.trim().length < 3}>
        Отправить
      </button>
    </form>
  );
}
