'use client';

import { useState } from 'react';
import { QuestionForm } from './question-form';
import { ShopReviewForm } from './shop-review-form';
import styles from './feedback.module.css';

const TABS = [
  { key: 'review', title: 'Оставить отзыв' },
  { key: 'question', title: 'Задать вопрос' },
] as const;

/** "Оставить отзыв" / "Задать вопрос" on /feedback. */
export function FeedbackForms() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('review');
  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label="Что вы хотите сделать">
        {TABS.map(({ key, title }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls="panel-feedback"
            className={styles.tab}
            onClick={() => setTab(key)}
          >
            {title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="panel-feedback" aria-labelledby={`tab-${tab}`}>
        {tab === 'review' ? <ShopReviewForm /> : <QuestionForm />}
      </div>
    </div>
  );
}
