/**
 * Accounts: password rules and the input schemas of the auth, account and admin-user
 * endpoints, shared by the API (validation at the edge) and the PWA's forms. Messages are
 * validation keys (see validation.ts); the common-password check runs on the server only.
 */
import { z } from 'zod';
import { ROLES, type Role } from '../vocabulary/roles';

/** Every role, for validation (kept out of roles.ts, which the first screen loads) */
export const ROLE_VALUES = Object.values(ROLES) as Role[];

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the ceiling only bounds hashing work. */
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 80;
export const SIGNATURE_MAX = 80;
export const EMAIL_MAX = 254;
export const DEFAULT_SIGNATURE = 'Leinajad';

const trimmed = z.string({ error: 'required' }).trim();

export const emailField = trimmed
  .min(1, { error: 'required' })
  .max(EMAIL_MAX, { error: 'tooLong' })
  .pipe(z.email({ error: 'email' }));

export const newPasswordField = z
  .string({ error: 'required' })
  .min(PASSWORD_MIN, { error: 'tooShort' })
  .max(PASSWORD_MAX, { error: 'tooLong' });

/** A password being checked (login, confirmation): any length the form allows. */
const currentPasswordField = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(PASSWORD_MAX, { error: 'tooLong' });

export const nameField = trimmed
  .min(NAME_MIN, { error: 'tooShort' })
  .max(NAME_MAX, { error: 'tooLong' });

export const registerInput = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  /** Registers a funeral service provider (role 3), who may then claim a company page */
  provider: z.boolean({ error: 'invalid' }).optional(),
});

export const loginInput = z.object({ email: emailField, password: currentPasswordField });

export const forgotInput = z.object({ email: emailField });

export const resetInput = z.object({ password: newPasswordField });

export const resetTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'invalid' }),
});

export const profileInput = z.object({
  name: nameField,
  signature: trimmed.min(1, { error: 'required' }).max(SIGNATURE_MAX, { error: 'tooLong' }),
});

export const changePasswordInput = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});

export const deleteAccountInput = z.object({ password: currentPasswordField });

export const roleInput = z.object({
  role: z.union(
    ROLE_VALUES.map((r) => z.literal(r)),
    { error: 'role' },
  ),
});

/** A list's page number from 0 (a query string's) */
export const pageField = z.coerce
  .number({ error: 'integer' })
  .int({ error: 'integer' })
  .min(0, { error: 'tooSmall' })
  .max(10_000, { error: 'tooLarge' })
  .default(0);

/** `?page=` of the account's own lists */
export const pageQuery = z.object({ page: pageField });

export const userListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(NAME_MAX, { error: 'tooLong' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  page: pageField,
});

export type RegisterInput = z.infer<typeof registerInput>;
export type LoginInput = z.infer<typeof loginInput>;
export type ProfileInput = z.infer<typeof profileInput>;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The signed-in user as the API returns it and the PWA stores it (localStorage `user`). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  signature: string;
  /** Whether the user owns a confirmed company (a provider's inbox and company page need one) */
  company: boolean;
}

export interface Session {
  token: string;
  /** Unix ms */
  expiresAt: number;
  user: SessionUser;
}

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The original site's reviewUser: a social identity that may write reviews. */
export interface Reviewer {
  id: number;
  provider: SocialProvider;
  name: string;
  email: string | null;
  avatarUrl: string | null;
}

export interface ReviewerSession {
  token: string;
  expiresAt: number;
  user: Reviewer;
}

export const socialExchangeInput = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'invalid' }),
});
