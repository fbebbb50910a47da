// The rule a new password follows, written once: the request schemas (lib/api/accounts.ts) check its length, the
// server also refuses the most common passwords (lib/server/auth/password-policy.ts), and the forms show it.
// Zod-free, so the browser's forms can import it.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The rule as the forms show it under a new-password field. */
export const PASSWORD_RULE_HINT = `Не короче ${PASSWORD_MIN} символов и не из списка самых распространённых паролей`;

export const PASSWORD_TOO_SHORT = `пароль должен быть не короче ${PASSWORD_MIN} символов`;
export const PASSWORD_TOO_LONG = `пароль должен быть не длиннее ${PASSWORD_MAX} символов`;
export const PASSWORD_TOO_COMMON = 'этот пароль слишком распространён, его легко подобрать — придумайте другой';

/** What is wrong with a new password's length, or null (the common-password check needs the server's list). */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  return null;
}

/** The email and the phone sign in, so changing either asks for the current password (the profile form and the server). */
export const PASSWORD_FOR_SIGN_IN_DETAILS = 'Чтобы сменить email или телефон, введите текущий пароль';
