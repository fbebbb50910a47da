'use client';

// Keeps the outcome of an action on screen when the form that made it disappears: answering a message or
// publishing a review takes the item off its list when the page refreshes, and the form's own «Ответ отправлен»
// would go with it. A form hands its last success here as it unmounts; it shows on the page it was made on.
import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormMessage } from '@/components/admin/ui/form';

type Outcome = { text: string; path: string };

const OutcomeContext = createContext<(outcome: Outcome) => void>(() => {});

export function OutcomeAnnouncer({ children }: { children: ReactNode }) {
  const path = usePathname();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <OutcomeContext.Provider value={setOutcome}>
      {outcome && outcome.path === path && <FormMessage tone="success">{outcome.text}</FormMessage>}
      {children}
    </OutcomeContext.Provider>
  );
}

/** For a form whose item may leave the page on refresh: its last success outlives it. */
export function useOutcomeOutlivesForm(text: string | null) {
  const announce = useContext(OutcomeContext);
  const path = usePathname();
  const latest = useRef(text);
  useEffect(() => {
    latest.current = text;
  }, [text]);
  useEffect(
    () => () => {
      if (latest.current) announce({ text: latest.current, path });
    },
    [announce, path],
  );
}
