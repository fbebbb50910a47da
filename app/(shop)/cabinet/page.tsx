import { redirect } from 'next/navigation';

/** /cabinet leads to the profile. */
export default function CabinetPage(): never {
  redirect('/cabinet/profile');
}
