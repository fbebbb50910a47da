'use client';

import { useState } from 'react';
import styles from './cart.module.css';

/**
 * − [n] + for a cart line. Buttons commit at once; typing commits on blur or Enter. The server clamps to
 * 1…stock and the line shows its answer.
 */
export function QuantityStepper({
  value,
  max,
  disabled,
  onChange,
  label,
}: {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (count: number) => void;
  label: string;
}) {
  // What the shopper is typing; null when not editing (the field then shows the server's value).
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const n = Math.trunc(Number(draft));
    setDraft(null);
    if (Number.isFinite(n) && draft.trim() !== '' && n !== value) onChange(n);
  };
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        aria-label={`Уменьшить: ${label}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={draft ?? String(value)}
        disabled={disabled}
        aria-label={`Количество: ${label}`}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        data-testid="line-count"
      />
      <button
        type="button"
        aria-label={`Увеличить: ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
