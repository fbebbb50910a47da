// The staff second factor (TOTP) API: /api/admin/2fa/*.
import { z } from 'zod';
import { currentPassword } from './staff';

/** Six digits from the authenticator app; spaces people type between the groups are ignored. */
export const totpCode = z
  .string({ message: 'введите код из приложения' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'код — 6 цифр из приложения'));

/** Turning the factor on or off asks for the current password too: an open session alone does not do it. */
export const enableTwoFactorRequest = z.object({ code: totpCode, password: currentPassword });
export const disableTwoFactorRequest = z.object({ code: totpCode, password: currentPassword });

/** Sign-in's second step: a code from the app, or one of the recovery codes. */
export const verifyTwoFactorRequest = z
  .object({
    code: totpCode.optional(),
    recovery_code: z.string().trim().min(1, 'введите резервный код').max(40, 'слишком длинный код').optional(),
  })
  .refine((body) => body.code !== undefined || body.recovery_code !== undefined, {
    message: 'введите код из приложения или резервный код',
    path: ['code'],
  });

export type TwoFactorStatus = {
  success: true;
  error: null;
  enabled: boolean;
  /** ADMIN_REQUIRE_2FA=1: every staff account must use it. */
  required: boolean;
  /** Whether this session has passed the second factor. */
  passed: boolean;
  recovery_codes_left: number;
};

export type TwoFactorSetup = {
  success: true;
  error: null;
  /** The key to type into the app by hand (base32). */
  secret: string;
  /** otpauth:// URI the QR code carries. */
  uri: string;
  /** The QR code as a data: URL (SVG). */
  qr: string;
};

export type TwoFactorEnabled = { success: true; error: null; recovery_codes: string[] };
