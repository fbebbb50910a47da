// Accounts, cabinet, wishlist and feedback: the API contract (spec §3, §7; PRODUCT.md §2, §5).
// Field names follow the spec (snake_case).
import type { ApiSuccess, ProductCard } from './types';

// POST /api/registration, /api/login, /api/change-pass, /api/logout, /api/reset-password → {success, error}
export type RegistrationRequest = { email: string; password: string };
/** `login` is the email (a phone number saved in the profile works too). */
export type LoginRequest = { login: string; password: string };
export type ChangePassRequest = { email: string };
export type ResetPasswordRequest = { token: string; password: string };
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
};

// GET /api/user-personal
export type UserPersonalResponse = ApiSuccess<{ user: PersonalData }>;
// PUT /api/user-personal-update: any subset of the fields; a password change needs the current password.
export type UserPersonalUpdateRequest = Partial<PersonalData> & { old_password?: string; new_password?: string };
export type UserPersonalUpdateResponse = ApiSuccess<{ user: PersonalData; password_changed: boolean }>;

// POST /api/add-to-favorite {pid}, DELETE /api/delete-from-favorite {pid}, GET /api/favorite
export type FavoriteRequest = { pid: number };
/** The whole wishlist, newest first: ids for the hearts, cards for /wishlist. */
export type FavoriteResponse = ApiSuccess<{ pids: number[]; products: ProductCard[] }>;

/** A published review of the shop. */
export type ShopReview = {
  id: number;
  name: string;
  rating: number;
  text: string;
  /** The shop's reply, if any. */
  answer: string | null;
  /** ISO date-time of publication. */
  date: string;
};
// GET /api/reviews?page=N
export type ReviewsResponse = ApiSuccess<{ reviews: ShopReview[]; total: number; page: number; pages: number; rating: number }>;
// POST /api/reviews
export type ReviewRequest = { name: string; email?: string; rating: number; text: string };
// POST /api/questions
export type QuestionRequest = { name: string; email: string; phone?: string; text: string };
// POST /api/wholesale-request
export type WholesaleRequestBody = {
  company: string;
  inn?: string;
  name: string;
  phone: string;
  email: string;
  city?: string;
  comment?: string;
};
export type FeedbackResponse = ApiSuccess<{ id: number }>;

// GET /api/test/outbox?to= (only with SHOP_TEST_MODE=1): what the shop "sent", newest first.
export type OutboxMessage = { id: number; to: string; subject: string; text: string; html: string | null; created_at: string };
export type OutboxResponse = { messages: OutboxMessage[] };
