'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { api, ApiError } from '@/lib/api/fetcher';
import type { ProductQuestion, ProductQuestionsResponse, ProductReviewSubmitResponse } from '@/lib/api/product-reviews';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { useUserInfo } from '@/lib/client/use-user-info';
import { AUTHOR_NAME_MAX, PRODUCT_QUESTIONS_PER_PAGE, QUESTION_TEXT_MAX } from '@/lib/config/product-reviews';
import { countOf, QUESTIONS } from '@/lib/format/plural';
import { formatReviewDay } from '@/components/ui/review-stars';
import { FeedbackFormEnd } from './feedback-form-end';
import styles from './reviews.module.css';

/**
 * Questions about the product with the shop's answers: the first page in the shared HTML, more from
 * GET /api/product-questions. Anyone may ask (a guest gives a name); a question appears once staff publish it.
 */
export function ProductQuestions({
  productId,
  initial,
  className,
}: {
  productId: number;
  initial: ProductQuestionsResponse;
  className?: string;
}) {
  const [questions, setQuestions] = useState<ProductQuestion[]>(initial.questions);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);

  async function more() {
    setLoading(true);
    try {
      const data = await api<ProductQuestionsResponse>(`/api/product-questions?pid=${productId}&page=${page + 1}`);
      setQuestions([...questions, ...data.questions]);
      setPage(page + 1);
    } catch {
      // The list stays as it was; the shopper may try again.
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className={className} aria-labelledby="questions" data-testid="product-questions">
      <h2 id="questions" className={styles.head}>
        Вопросы о товаре <span className={styles.count}>{countOf(initial.total, QUESTIONS)}</span>
      </h2>
      {sent && !asking && (
        <p className={styles.mine} role="status" data-testid="question-sent">
          Спасибо! Вопрос появится здесь вместе с ответом после проверки.
        </p>
      )}
      {asking ? (
        <QuestionForm
          productId={productId}
          onDone={() => {
            setAsking(false);
            setSent(true);
          }}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <Button variant="outline" className={styles.button} onClick={() => setAsking(true)} data-testid="ask-question">
          Задать вопрос
        </Button>
      )}
      {questions.length > 0 ? (
        <ul className={`${styles.list} ${styles.questions}`}>
          {questions.map((q) => (
            <li key={q.id} className={styles.item} data-testid="product-question">
              <div className={styles.itemHead}>
                <strong>{q.name}</strong>
                <time className={styles.date} dateTime={q.created_at}>
                  {formatReviewDay(q.created_at)}
                </time>
              </div>
              <p className={styles.question}>{q.text}</p>
              {q.answer && (
                <p className={styles.reply} data-testid="question-answer">
                  <strong>Ответ магазина:</strong> {q.answer}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>Вопросов пока нет — спросите, мы ответим.</p>
      )}
      {page * PRODUCT_QUESTIONS_PER_PAGE < initial.total && (
        <Button variant="outline" className={styles.button} pending={loading} onClick={() => void more()}>
          Показать ещё вопросы
        </Button>
      )}
    </section>
  );
}

function QuestionForm({
  productId,
  onDone,
  onCancel,
}: {
  productId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { data: user } = useUserInfo();
  const guest = user?.is_guest !== 0;
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, sending] = useSubmit(
    async () =>
      ensureSuccess(
        await api<ProductReviewSubmitResponse>('/api/product-questions', {
          method: 'POST',
          body: { pid: productId, text, name: guest ? name : '' },
        }),
      ),
    {
      success: 'Вопрос отправлен',
      onSuccess: onDone,
      onError: (e) =>
        setError(e instanceof ApiError ? e.message : 'Не удалось отправить. Проверьте подключение к интернету.'),
    },
  );
  return (
    <form
      className={styles.form}
      aria-label="Вопрос о товаре"
      onSubmit={onFormSubmit(() => {
        setError(null);
        return send();
      })}
      data-testid="product-question-form"
      noValidate
    >
      {guest && (
        <TextField
          label="Ваше имя"
          className={styles.field}
          name="name"
          autoComplete="given-name"
          maxLength={AUTHOR_NAME_MAX}
          required
          value={name}
          onValue={setName}
        />
      )}
      <TextareaField
        label="Вопрос"
        className={styles.field}
        name="text"
        rows={3}
        required
        maxLength={QUESTION_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <FeedbackFormEnd
        error={error}
        afterSending="Вопрос и ответ магазина появятся на странице после проверки."
        what="вопрос"
        sending={sending}
        disabled={!text.trim() || (guest && !name.trim())}
        onCancel={onCancel}
      >
        Отправить вопрос
      </FeedbackFormEnd>
    </form>
  );
}
