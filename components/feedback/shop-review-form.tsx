'use client';

import { useState } from 'react';
import { EmailField, TextField } from '@/components/ui/field';
import { StarRatingField } from '@/components/ui/star-rating-field';
import { MessageField, SendFormEnd, SentNote } from './form-parts';
import { useSendForm } from './use-send-form';
import styles from './feedback.module.css';

/** A review of the shop; it appears on /feedback once a moderator publishes it. */
export function ShopReviewForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [rating, setRating] = useState(5);
  const [text, setText] = useState('');
  const { sending, done, error, sendOnSubmit } = useSendForm('/api/reviews', 'Спасибо! Отзыв отправлен');

  if (done) {
    return (
      <SentNote testId="review-done">Спасибо за отзыв! Он появится на странице после проверки модератором.</SentNote>
    );
  }

  return (
    <form className={styles.form} onSubmit={sendOnSubmit({ name, email, rating, text })} data-testid="review-form">
      <TextField
        label="Ваше имя"
        className={styles.field}
        name="name"
        autoComplete="given-name"
        maxLength={60}
        required
        value={name}
        onValue={setName}
      />
      <EmailField
        label="Email (не публикуется, необязательно)"
        className={styles.field}
        value={email}
        onValue={setEmail}
      />
      <StarRatingField legend="Оценка магазина" rating={rating} onRating={setRating} />
      <MessageField label="Отзыв" minLength={10} value={text} onValue={setText} />
      <SendFormEnd
        error={error}
        sending="Отправляя отзыв"
        pending={sending}
        disabled={!name.trim() || text.trim().length < 10}
      >
        Отправить отзыв
      </SendFormEnd>
    </form>
  );
}
