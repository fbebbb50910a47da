import { NotFoundMessage } from '@/components/layout/not-found-message';

export default function UnknownListing() {
  return <NotFoundMessage variant="unmatched" />;
}
