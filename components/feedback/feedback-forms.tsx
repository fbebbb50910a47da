'use client';

import { useState } from 'react';
import { QuestionForm } from './question-form';
import { ReviewForm } from './review-form';
import styles from './feedback.module.css';

/** "Оставить отзыв" / "Задать вопрос" on /feedback. */
export function FeedbackForms() {
  const [tab, setTab] = useState<'review' | 'question'>('review');
  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label="Что вы хотите сделать">
        <button
          type="button"
          role="tab"
          id="tab-review"
          aria-selected={tab === 'review'}
          aria-controls="panel-feedback"
          className={styles.tab}
          onClick={() => setTab('review')}
        >
          Оставить отзыв
        </button>
        <button
          type="button"
          role="tab"
          id="tab-question"
          aria-selected={tab === 'question'}
          aria-controls="panel-feedback"
          className={styles.tab}
          onClick={() => setTab('question')}
        >
          Задать вопрос
        </button>
      </div>
      <div role="tabpanel" id="panel-feedback" aria-labelledby={`tab-${tab}`}>
        {tab === 'review' ? <ReviewForm /> : <QuestionForm />}
      </div>
    </div>
  );
}
