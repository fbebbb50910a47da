import { CabinetSignIn } from '@/components/account/cabinet-sign-in';
import { OrderList } from '@/components/orders/order-list';
import { getDb } from '@/lib/db/client';
import { listUserOrders } from '@/lib/server/accounts/user-orders';
import { pageUser } from '@/lib/server/auth/current-user';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Мои заказы' };

export default async function OrdersPage() {
  const user = await pageUser();
  if (!user) return <CabinetSignIn />;
  return <OrderList orders={await listUserOrders(await getDb(), user.id)} />;
}
