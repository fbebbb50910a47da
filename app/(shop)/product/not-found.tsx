import { NotFoundMessage } from '@/components/layout/not-found-message';

export default function InvalidProductRoute() {
  return <NotFoundMessage variant="invalid" />;
}
