// Staff management API: GET/POST /api/admin/staff, PATCH /api/admin/staff/{id}, POST /api/admin/staff/{id}/password
// (a new temporary password); and a member of staff's own password: POST /api/admin/password.
import { z } from 'zod';
import { idPathParam } from '@/lib/api/fields';
import { isValidEmail } from '@/lib/format/email';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@/lib/api/password-rule';

export const STAFF_ROLE_VALUES = ['admin', 'manager'] as const;
const role = z.enum(STAFF_ROLE_VALUES, { message: 'роль: admin или manager' });

export const createStaffRequest = z.object({
  email: z
    .string({ message: 'укажите email' })
    .trim()
    .toLowerCase()
    .max(254, 'слишком длинный email')
    .refine(isValidEmail, 'введите корректный email'),
  name: z.string({ message: 'укажите имя' }).trim().min(1, 'укажите имя').max(100, 'не больше 100 символов'),
  role,
});

export const updateStaffRequest = z
  .object({ role: role.optional(), disabled: z.boolean({ message: 'ожидается true или false' }).optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'нечего менять',
    path: ['role'],
  });

export const staffIdParam = idPathParam;

export type StaffMember = {
  id: number;
  email: string;
  name: string;
  role: (typeof STAFF_ROLE_VALUES)[number];
  disabled: boolean;
  two_factor: boolean;
  created_at: string;
};

export type StaffList = { success: true; error: null; staff: StaffMember[] };
/** The temporary password is shown once, to the admin who added the person; it is stored only hashed. */
export type StaffCreated = { success: true; error: null; staff: StaffMember; temporary_password: string };
export type StaffUpdated = { success: true; error: null; staff: StaffMember };

/** The current password, asked again before the account's guards change (own password, second factor). */
export const currentPassword = z
  .string({ message: 'введите текущий пароль' })
  .min(1, 'введите текущий пароль')
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

export const ownPasswordRequest = z.object({
  current_password: currentPassword,
  new_password: z
    .string({ message: 'придумайте новый пароль' })
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG),
});

/** A reset gives a new temporary password, shown once like the first. */
export type StaffPasswordReset = { success: true; error: null; staff: StaffMember; temporary_password: string };
