'use client';

import type { ComponentProps, ReactNode } from 'react';
import type { adminRequest } from '@/lib/client/admin-request';
import { useAdminAction } from '@/lib/client/use-admin-action';
import { AdminButton, FormMessage } from './form';

type Request = { path: string; method: Parameters<typeof adminRequest>[1]; body?: unknown; success: string };

/**
 * A button that sends one request to the admin API (delete, switch off or on, undo a choice); the page re-renders
 * with the result and a refusal shows under the button. With `confirm`, the browser asks that question first.
 */
export function RequestButton({
  request,
  confirm,
  variant,
  children,
}: {
  request: Request;
  confirm?: string;
  variant: ComponentProps<typeof AdminButton>['variant'];
  children: ReactNode;
}) {
  const { busy, message, run } = useAdminAction();
  const send = () => {
    if (confirm && !window.confirm(confirm)) return;
    void run(request.path, request.method, request.body, request.success);
  };
  return (
    <>
      <AdminButton variant={variant} disabled={busy} onClick={send}>
        {children}
      </AdminButton>
      {message && <FormMessage>{message}</FormMessage>}
    </>
  );
}

/** What a switch says: its label while on (`off`) and while off (`on`), and the message once switched. */
export type SwitchWords = { off: string; on: string; switchedOff: string; switchedOn: string };

/** Switches a record's flag off or back on in one click (PATCH `{ [flag]: !on }`); switching off looks like danger. */
export function SwitchButton({
  path,
  flag,
  on,
  words,
}: {
  path: string;
  flag: string;
  on: boolean;
  words: SwitchWords;
}) {
  const success = on ? words.switchedOff : words.switchedOn;
  return (
    <RequestButton
      variant={on ? 'danger' : 'secondary'}
      request={{ path, method: 'PATCH', body: { [flag]: !on }, success }}
    >
      {on ? words.off : words.on}
    </RequestButton>
  );
}
