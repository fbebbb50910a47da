import type { ReactNode } from 'react';
import styles from './checkout.module.css';

type Props<T extends { id: number | string }> = {
  /** The radio group's accessible name (Способ оплаты). */
  label: string;
  /** The radios' form name, also the field the server's message is for. */
  name: string;
  testId: string;
  className?: string;
  items: readonly T[];
  chosenId: T['id'] | null | undefined;
  onChoose: (item: T) => void;
  title: (item: T) => ReactNode;
  note: (item: T) => ReactNode;
  /** Rows after the options (nothing found, loading). */
  children?: ReactNode;
};

/** A checkout choice as a list of radio cards, each with a title and a note under it. */
export function OptionList<T extends { id: number | string }>({
  label,
  name,
  testId,
  className,
  items,
  chosenId,
  onChoose,
  title,
  note,
  children,
}: Props<T>) {
  // The group wraps the list (a <ul> with the radiogroup role would leave its <li> rows outside any list).
  return (
    <div role="radiogroup" aria-label={label} data-testid={testId}>
      <ul className={className ? `${styles.options} ${className}` : styles.options}>
        {items.map((item) => (
          <li key={item.id}>
            <label className={styles.option}>
              <input
                type="radio"
                name={name}
                value={item.id}
                checked={chosenId === item.id}
                onChange={() => onChoose(item)}
              />
              <span className={styles.optionBody}>
                <span className={styles.optionTitle}>{title(item)}</span>
                <span className={styles.optionNote}>{note(item)}</span>
              </span>
            </label>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}
