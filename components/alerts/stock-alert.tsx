'use client';

import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import Link from '@/components/ui/link';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import type { StockAlertResponse } from '@/lib/api/alerts';
import type { UserPersonalResponse } from '@/lib/api/accounts';
import { api, ApiError } from '@/lib/api/fetcher';
import { isValidEmail } from '@/lib/format/email';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { useUserInfo } from '@/lib/client/use-user-info';
import styles from './alerts.module.css';

/**
 * «Сообщить о поступлении» on a sold-out product page. The page is cached and shared, so the form is the same for
 * everyone until it is opened: only then is a signed-in shopper's email asked for (and put in the field). Any other
 * address must confirm by the link of a letter first; the answer says so and the shopper is told to look.
 * `children` (the wishlist heart) stand beside the button.
 */
export function StockAlert({ pid, name, children }: { pid: number; name: string; children?: ReactNode }) {
  const formId = useId();
  const { data: userInfo } = useUserInfo();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ to: string; confirm: boolean } | null>(null);
  const [submit, sending] = useSubmit(
    async (address: string) => {
      const reply = ensureSuccess(
        await api<StockAlertResponse>('/api/stock-alerts', { method: 'POST', body: { pid, email: address } }),
      );
      return { to: address, confirm: reply.confirm };
    },
    {
      success: (done) => (done.confirm ? 'Подтвердите адрес по ссылке из письма' : 'Сообщим о поступлении'),
      onSuccess: setSent,
      onError: (e) =>
        setError(e instanceof ApiError ? e.message : 'Не удалось отправить. Проверьте подключение к интернету.'),
    },
  );

  const openForm = async () => {
    setOpen(true);
    if (userInfo?.is_guest !== 0 || email) return;
    try {
      const me = await api<UserPersonalResponse>('/api/user-personal');
      if (me.success) setEmail((current) => current || me.user.email);
    } catch {
      // Typing the address is the way without the account's: nothing to tell.
    }
  };

  if (sent) {
    return (
      <div className={styles.stock}>
        <p className={styles.done} role="status" data-testid="stock-alert-done">
          {sent.confirm
            ? `Почти готово! Проверьте почту ${sent.to}: мы отправили письмо со ссылкой для подтверждения. Откройте её — и, как только товар появится, пришлём письмо. Пока адрес не подтверждён, писем о поступлении не будет.`
            : `Готово! Как только товар появится, пришлём письмо на ${sent.to}. Подписка действует год.`}
        </p>
        <div className={styles.row}>{children}</div>
      </div>
    );
  }

  return (
    <div className={styles.stock} data-testid="stock-alert">
      <div className={styles.row}>
        <Button
          className={styles.open}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => (open ? setOpen(false) : void openForm())}
          data-testid="stock-alert-open"
        >
          Сообщить о поступлении
        </Button>
        {children}
      </div>
      <form
        id={formId}
        className={styles.form}
        hidden={!open}
        aria-label={`Сообщить о поступлении: ${name}`}
        onSubmit={onFormSubmit(() => {
          setError(null);
          return submit(email.trim());
        })}
        noValidate
        data-testid="stock-alert-form"
      >
        <p className={styles.note}>
          Пришлём одно письмо, когда товар снова будет в наличии. Сначала подтвердите адрес по ссылке из письма (кроме
          email вашего аккаунта, если вы вошли).
        </p>
        <EmailField className={styles.field} required value={email} onValue={setEmail} />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <p className={styles.note}>
          Нажимая «Сообщить мне», вы соглашаетесь на обработку email для этого письма в соответствии с{' '}
          <Link href="/privacy">политикой конфиденциальности</Link>.
        </p>
        <Button type="submit" className={styles.submit} pending={sending} disabled={!isValidEmail(email)}>
          Сообщить мне
        </Button>
      </form>
    </div>
  );
}
