// Accounts and the cabinet: registration, sign-in, passwords, the profile and the visitor's session summary.
// Field names follow the API's contract (snake_case).
import { z } from 'zod';
import type { ApiSuccess } from './envelope';
import { birthDate, email, formText, optionalPhone, postcodeOrEmpty, requiredString } from './fields';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './password-rule';

/** A new password (registration, reset, change); the server also refuses the most common ones. */
const password = z
  .string({ message: 'укажите пароль' })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

// GET /api/user-info. `city`: the signed-in shopper's profile city when the delivery data knows it (the header's
// city on a device that has none chosen), else null — always null for a guest.
export type UserInfoResponse = { is_guest: 0 | 1; cart_count: number; city_phone: string; city: string | null };

// PUT /api/user-city: the city chosen in the header's chooser, kept in the signed-in shopper's profile. The server
// takes only a city the delivery data knows and answers it as that data spells it.
export const profileCityRequest = z.object({
  city: requiredString(100, 'выберите город из списка'),
});
export type ProfileCityResponse = ApiSuccess<{ city: string }>;

// POST /api/registration
export const registrationRequest = z.object({ email, password });

// POST /api/login: `login` is the email (a phone number saved in the profile works too).
export const loginRequest = z.object({
  login: z.string({ message: 'укажите email' }).trim().min(1, 'укажите email').max(254, 'слишком длинный логин'),
  // Not the registration rule: a wrong password must get the same answer however long it is.
  password: z.string({ message: 'укажите пароль' }).min(1, 'укажите пароль').max(PASSWORD_MAX, 'неверный пароль'),
});

// POST /api/change-pass
export const changePassRequest = z.object({ email });

// POST /api/reset-password
export const resetPasswordRequest = z.object({
  token: z.string({ message: 'нет ссылки' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'ссылка недействительна'),
  password,
});

// Reply of the above and of POST /api/logout.
export type AuthResponse = ApiSuccess<{ error: null }>;

/** The personal data of the cabinet's profile. */
export type PersonalData = {
  surname: string;
  name: string;
  middle_name: string;
  /** `+7 (###) ###-##-##` or empty. */
  phone: string;
  email: string;
  city: string;
  address: string;
  postcode: string;
  /** Subscribed to news and promotions. */
  news: boolean;
  /** `ГГГГ-ММ-ДД` or empty: for the birthday gift of the bonus programme (lib/config/bonus-rules.ts). */
  birth_date: string;
};

// GET /api/user-personal
export type UserPersonalResponse = ApiSuccess<{ user: PersonalData }>;

// PUT /api/user-personal-update: any subset of the fields. A new password, email or phone (the login and recovery
// identifiers) needs the current password; whether the email or phone really changes only the server knows.
export const personalUpdateRequest = z
  .object({
    surname: formText(60),
    name: formText(60),
    middle_name: formText(60),
    phone: optionalPhone,
    email,
    city: formText(100),
    address: formText(300),
    postcode: postcodeOrEmpty,
    news: z.boolean({ message: 'ожидается да или нет' }),
    /** Empty removes it. */
    birth_date: z.union([z.literal(''), birthDate]),
    old_password: z.string({ message: 'ожидается строка' }).max(PASSWORD_MAX, 'неверный пароль'),
    new_password: z.union([z.literal(''), password]),
  })
  .partial()
  .refine((v) => !v.new_password || Boolean(v.old_password), {
    message: 'укажите текущий пароль',
    path: ['old_password'],
  });
export type UserPersonalUpdateRequest = z.infer<typeof personalUpdateRequest>;
export type UserPersonalUpdateResponse = ApiSuccess<{ user: PersonalData; password_changed: boolean }>;
