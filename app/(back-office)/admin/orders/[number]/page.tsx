import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderView } from '@/components/admin/orders/order-view';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { getDb } from '@/lib/db/client';
import { orderDetail } from '@/lib/server/admin/orders/order-detail';
import { HttpError } from '@/lib/server/http/errors';
import { checkStaff } from '@/lib/server/staff/guard';

type Params = { number: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: `Заказ ${decodeURIComponent((await params).number)}` };
}

export default async function AdminOrderPage({ params }: { params: Promise<Params> }) {
  if ('refusal' in (await checkStaff('orders'))) return <EmptyState title="У вашей роли нет доступа к заказам" />;
  const { number } = await params;
  const order = await orderDetail(await getDb(), decodeURIComponent(number)).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  });
  return <OrderView order={order} />;
}
