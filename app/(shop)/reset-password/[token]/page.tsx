import type { Metadata } from 'next';
import { ResetLinkExpired } from '@/components/auth/reset-link-expired';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { getDb } from '@/lib/db/client';
import { findResetLink } from '@/lib/server/accounts/password-reset';

export const dynamic = 'force-dynamic';
// The token is in the URL: it must not travel on in a Referer header, nor be indexed.
export const metadata: Metadata = {
  title: 'Новый пароль',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = { params: Promise<{ token: string }> };

export default async function ResetPasswordPage({ params }: Props) {
  const { token } = await params;
  const link = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await findResetLink(await getDb(), token) : null;
  return (
    <div className="container">
      <h1>Новый пароль</h1>
      {link ? <ResetPasswordForm token={token} email={link.email} /> : <ResetLinkExpired />}
    </div>
  );
}
