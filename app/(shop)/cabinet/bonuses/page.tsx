import { BonusesView } from '@/components/account/bonuses-view';
import { CabinetSignIn } from '@/components/account/cabinet-sign-in';
import { getDb } from '@/lib/db/client';
import { pageUser } from '@/lib/server/auth/current-user';
import { customerBonuses } from '@/lib/server/bonuses/customer-bonuses';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Бонусы' };

export default async function BonusesPage() {
  const user = await pageUser();
  if (!user) return <CabinetSignIn />;
  return <BonusesView bonuses={await customerBonuses(await getDb(), user.id)} />;
}
