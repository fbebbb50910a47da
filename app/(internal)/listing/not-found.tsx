import { NotFoundMessage } from '@/components/layout/not-found-message';

export default function InvalidListing() {
  return <NotFoundMessage variant="invalid" />;
}
