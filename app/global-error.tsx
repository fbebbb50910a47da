'use client';

import { ErrorScreen } from '@/components/layout/error-screen';

/** Fatal errors in the root layout itself: a full document of its own. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="ru">
      <body>
        <ErrorScreen error={error} reset={reset} />
      </body>
    </html>
  );
}
