// The server's half of the new-password rule (lib/api/password-rule.ts): not one of the most common passwords.
// The list is zxcvbn-ts's common passwords (about 49 000, ranked by how often they leaked; MIT). It is loaded on
// the first check only, by a dynamic import, so neither a page nor the server's start pays for it; this module is
// server-only (lib/server), so it never reaches a browser bundle.
import { PASSWORD_TOO_COMMON } from '@/lib/api/password-rule';
import { badRequest } from '@/lib/server/http/errors';

let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common')
    .then(({ dictionary }) => new Set(dictionary['passwords-common']))
    .catch((error: unknown) => {
      common = undefined; // a failed load is retried by the next check rather than remembered
      throw error;
    });
  return common;
}

/** Whether the password is on the list; case is ignored (the list is lower case, «Password1» is as weak). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Refuses a common password with a 400 naming the form's field. */
export async function assertPasswordNotCommon(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw badRequest('Этот пароль слишком распространён — придумайте другой', { [field]: PASSWORD_TOO_COMMON });
  }
}
