'use client';

import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { CheckoutField } from './text-field';
import styles from './checkout.module.css';

export type Suggestion = { key: string; label: string; note?: string };

/**
 * A text input with a list of suggestions, as WAI-ARIA's combobox pattern («list autocomplete», APG) has it: the
 * input keeps the focus; ↓/↑ move through the options (aria-activedescendant tells a screen reader which), Enter
 * picks, Escape closes; a click or tap picks too; a polite status says how many were found. Typing stays free: a
 * suggestion is an offer, never required. (A native datalist fills the input with the option's text alone, which
 * cannot carry the parts and postcode a suggestion brings, and some phone browsers ignore it.)
 */
export function SuggestionCombobox({
  name,
  label,
  className,
  value,
  onValueChange,
  suggestions,
  onPick,
  listLabel,
  testId,
  ...input
}: {
  /** The checkout field (its id is `checkout-<name>`, the server's message for it shows underneath). */
  name: string;
  label: string;
  className?: string;
  value: string;
  onValueChange: (value: string) => void;
  suggestions: Suggestion[];
  onPick: (key: string) => void;
  listLabel: string;
  testId: string;
} & Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id' | 'role' | 'name'>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const pick = (i: number) => {
    const chosen = suggestions[i];
    if (!chosen) return;
    onPick(chosen.key);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!suggestions.length) return;
      e.preventDefault();
      setOpen(true);
      const last = suggestions.length - 1;
      setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter' && shown && active >= 0 && active < suggestions.length) {
      e.preventDefault(); // picks the suggestion rather than submitting the order
      pick(active);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // The list is the label's sibling, not inside it: a label holds phrasing content only.
  return (
    <div className={`${styles.combobox} ${className ?? ''}`}>
      <CheckoutField name={name} label={label}>
        {(control) => (
          <input
            {...input}
            {...control}
            name={name}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && active >= 0 && active < suggestions.length ? optionId(active) : undefined}
            value={value}
            onChange={(e) => {
              onValueChange(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            data-testid={testId}
          />
        )}
      </CheckoutField>
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={styles.suggestions}
        hidden={!shown}
        data-testid={`${testId}-suggestions`}
      >
        {suggestions.map((s, i) => (
          <li
            key={s.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.suggestion}
            // mousedown, not click: the input must not lose the focus (and close the list) before the pick.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(i);
            }}
          >
            {s.label}
            {s.note ? <span className={styles.suggestionNote}> {s.note}</span> : null}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {shown ? `Подсказок: ${suggestions.length}. Стрелки вверх и вниз — выбрать, Enter — подставить.` : ''}
      </span>
    </div>
  );
}
