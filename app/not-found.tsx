import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = { title: 'Страница не найдена', robots: { index: false } };

export default function NotFound() {
  return <NotFoundMessage variant="unmatched" />;
}
