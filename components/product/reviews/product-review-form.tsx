'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { StarRatingField } from '@/components/ui/star-rating-field';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { api, ApiError } from '@/lib/api/fetcher';
import type { OwnProductReview, ProductReviewSubmitResponse } from '@/lib/api/product-reviews';
import { ensureSuccess } from '@/lib/client/ensure-success';
import {
  REVIEW_PHOTO_ACCEPT,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_MAX,
  REVIEW_PROS_CONS_MAX,
  REVIEW_TEXT_MAX,
} from '@/lib/config/product-reviews';
import { FeedbackFormEnd } from './feedback-form-end';
import styles from './reviews.module.css';

const PROS_CONS = [
  { name: 'pros', label: 'Достоинства' },
  { name: 'cons', label: 'Недостатки' },
] as const;

const RATING_WORDS = ['', 'Плохо', 'Так себе', 'Нормально', 'Хорошо', 'Отлично'];

/**
 * Writing a review (POST /api/product-reviews) or changing one's own before it is published
 * (PATCH /api/product-reviews/{id}): stars, pros, cons, comment and up to 5 photos. Sent as a form with the files.
 */
export function ProductReviewForm({
  productId,
  own,
  onDone,
  onCancel,
}: {
  productId: number;
  own: OwnProductReview | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [pros, setPros] = useState(own?.pros ?? '');
  const [cons, setCons] = useState(own?.cons ?? '');
  const [text, setText] = useState(own?.text ?? '');
  const [kept, setKept] = useState<string[]>(own?.photos ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const photoHint = useId();
  const room = REVIEW_PHOTOS_MAX - kept.length - files.length;

  const [send, sending] = useSubmit(
    async () => {
      const form = new FormData();
      if (!own) form.set('pid', String(productId));
      form.set('rating', String(rating));
      form.set('pros', pros);
      form.set('cons', cons);
      form.set('text', text);
      for (const url of kept) form.append('keep', url);
      for (const file of files) form.append('photos', file, file.name);
      const path = own ? `/api/product-reviews/${own.id}` : '/api/product-reviews';
      return ensureSuccess(
        await api<ProductReviewSubmitResponse>(path, { method: own ? 'PATCH' : 'POST', body: form }),
      );
    },
    {
      success: own ? 'Отзыв изменён и снова ждёт проверки' : 'Спасибо! Отзыв появится после проверки',
      onSuccess: onDone,
      onError: (e) =>
        setError(e instanceof ApiError ? e.message : 'Не удалось отправить. Проверьте подключение к интернету.'),
    },
  );

  function addFiles(list: FileList | null) {
    setError(null);
    const chosen = [...(list ?? [])];
    const tooBig = chosen.find((f) => f.size > REVIEW_PHOTO_MAX_BYTES);
    if (tooBig) return setError(`Файл «${tooBig.name}» больше 10 МБ`);
    if (chosen.length > room) setError(`Не больше ${REVIEW_PHOTOS_MAX} фотографий к отзыву`);
    setFiles([...files, ...chosen.slice(0, Math.max(0, room))]);
  }

  return (
    <form
      className={styles.form}
      onSubmit={onFormSubmit(() => {
        setError(null);
        return send();
      })}
      aria-label={own ? 'Изменить отзыв' : 'Новый отзыв'}
      data-testid="product-review-form"
      noValidate
    >
      <StarRatingField
        legend={`Оценка товара${rating > 0 ? `: ${RATING_WORDS[rating]}` : ''}`}
        rating={rating}
        onRating={setRating}
      />
      {PROS_CONS.map(({ name, label }) => (
        <TextareaField
          key={name}
          label={label}
          className={styles.field}
          name={name}
          rows={2}
          maxLength={REVIEW_PROS_CONS_MAX}
          value={name === 'pros' ? pros : cons}
          onChange={(e) => (name === 'pros' ? setPros : setCons)(e.target.value)}
        />
      ))}
      <TextareaField
        label="Комментарий"
        className={styles.field}
        name="text"
        rows={4}
        required
        maxLength={REVIEW_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {(kept.length > 0 || files.length > 0) && (
        <ul className={styles.chosen} aria-label="Фото к отзыву">
          {kept.map((url, index) => (
            <li key={url}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={url} alt={`Фото ${index + 1}`} width={48} height={48} />
              <Button variant="link" onClick={() => setKept(kept.filter((u) => u !== url))}>
                Убрать
              </Button>
            </li>
          ))}
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}
              <Button
                variant="link"
                aria-label={`Убрать ${file.name}`}
                onClick={() => setFiles(files.filter((_, i) => i !== index))}
              >
                Убрать
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label className={styles.field}>
        <span>Фото (JPEG, PNG или WebP, до 10 МБ, не больше {REVIEW_PHOTOS_MAX})</span>
        <input
          type="file"
          name="photos"
          accept={REVIEW_PHOTO_ACCEPT}
          multiple
          disabled={room <= 0}
          aria-describedby={photoHint}
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <span id={photoHint} className={styles.note}>
          Можно добавить ещё {Math.max(0, room)}
        </span>
      </label>
      <FeedbackFormEnd
        error={error}
        afterSending="Отзыв появится на странице после проверки модератором."
        what="отзыв"
        sending={sending}
        disabled={rating === 0 || !text.trim()}
        onCancel={onCancel}
      >
        {own ? 'Сохранить отзыв' : 'Отправить отзыв'}
      </FeedbackFormEnd>
    </form>
  );
}
