'use client';

import { ErrorScreen } from '@/components/layout/error-screen';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} />;
}
