'use client';

import { useState } from 'react';
import { adminRequest, errorText, fieldErrors } from '@/lib/client/admin-request';
import styles from './catalog.module.css';

/**
 * A number edited in place in the product list (price, stock): saved with PATCH on Enter or when the field is left,
 * Escape puts the saved value back. The outcome is announced; a refusal stays under the field.
 */
export function InlineNumber({
  productId,
  field,
  value,
  label,
}: {
  productId: number;
  field: 'price' | 'stock';
  value: number;
  label: string;
}) {
  const [saved, setSaved] = useState(value);
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function save() {
    const trimmed = text.replace(/\s/g, '');
    if (trimmed === String(saved)) return;
    if (!/^\d{1,9}$/.test(trimmed)) {
      setError('Целое число');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await adminRequest(`/api/admin/products/${productId}`, 'PATCH', { [field]: Number(trimmed) });
      setSaved(Number(trimmed));
      setText(trimmed);
      setStatus('Сохранено');
    } catch (failure) {
      setError(fieldErrors(failure)[field] ?? errorText(failure));
      setStatus('');
    } finally {
      setBusy(false);
    }
  }

  const id = `${field}-${productId}`;
  return (
    <div className={styles.inlineNumber}>
      <input
        id={id}
        aria-label={label}
        inputMode="numeric"
        value={text}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setStatus('');
        }}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void save();
          } else if (e.key === 'Escape') {
            setText(String(saved));
            setError(null);
          }
        }}
      />
      {error && (
        <span id={`${id}-error`} className={styles.cellError}>
          {error}
        </span>
      )}
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </div>
  );
}
