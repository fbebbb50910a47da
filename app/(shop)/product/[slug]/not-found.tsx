import { NotFoundMessage } from '@/components/layout/not-found-message';

export default function UnknownProduct() {
  return <NotFoundMessage variant="unmatched" />;
}
