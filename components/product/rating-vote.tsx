'use client';

import { useState } from 'react';
import { StarIcon } from '@/components/ui/icons';
import { useSubmit } from '@/components/ui/use-submit';
import { api, ApiError } from '@/lib/api/fetcher';
import type { VoteResponse } from '@/lib/api/catalog';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { countOf, VOTES } from '@/lib/format/plural';
import styles from './rating-vote.module.css';

/** Stars that vote (POST /api/vote) and show the new average; one vote per shopper, a repeat replaces it. */
export function RatingVote({ productId, rating, votes }: { productId: number; rating: number; votes: number }) {
  const [state, setState] = useState({ rating, votes });
  const [hover, setHover] = useState(0);
  const [mine, setMine] = useState(0);
  const [vote, sending] = useSubmit(
    async (value: number) => {
      // A 403 body comes back as the result: a refusal must not pass for a counted vote.
      const result = ensureSuccess(
        await api<VoteResponse>('/api/vote', { method: 'POST', body: { pid: productId, rating: value } }),
      );
      setState({ rating: result.rating, votes: result.votes });
      setMine(value);
    },
    {
      success: 'Спасибо за оценку!',
      error: (error) => (error instanceof ApiError ? error.message : 'Не удалось сохранить оценку'),
    },
  );
  const shown = hover || mine || Math.round(state.rating);

  return (
    <div className={styles.vote} data-testid="rating-vote">
      <div className={styles.stars} role="radiogroup" aria-label="Оцените товар" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mine === value}
            aria-label={`Оценка ${value}`}
            className={styles.star}
            disabled={sending}
            onMouseEnter={() => setHover(value)}
            onClick={() => vote(value)}
          >
            <StarIcon size={22} filled={value <= shown} />
          </button>
        ))}
      </div>
      <span className={styles.summary} data-testid="rating-summary">
        {state.votes > 0 ? `${state.rating.toFixed(1)} · ${countOf(state.votes, VOTES)}` : 'Оценок пока нет'}
      </span>
    </div>
  );
}
