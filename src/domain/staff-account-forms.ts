/**
 * The owner's staff-account forms and the set-password link, as
 * shared by the server (validation at the edge) and the client (the same
 * messages next to the same fields). Passwords follow
 * src/server/auth/passwords.ts: 10 to 200 characters, anything allowed.
 */
import { z } from 'zod';
import { boundedText, UUID_PATTERN } from './input-bounds.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/** Mirrors PASSWORD_MIN_LENGTH / PASSWORD_MAX_LENGTH of src/server/auth/passwords.ts (checked by a test). */
export const ACCOUNT_PASSWORD_MIN_LENGTH = 10;
export const ACCOUNT_PASSWORD_MAX_LENGTH = 200;

/** The settings-history areas, in the order the history filter lists them. */
/** Every area a settings change is recorded under: the history's filter offers each (one list for both). */
export const HISTORY_AREAS = [
  'menu',
  'hours',
  'closures',
  'technicians',
  'booking_rules',
  'details',
  'accounts',
  'customer_changes',
  'photos',
  'deposits',
  'pages',
  'setup',
  'messaging',
] as const;
export type HistoryArea = (typeof HISTORY_AREAS)[number];

export const HISTORY_MAX_PAGE_SIZE = 100;
export const HISTORY_DEFAULT_PAGE_SIZE = 25;

export const accountMessages = {
  email: 'Enter the e-mail address they will sign in with.',
  role: 'Choose owner or staff.',
  technician: 'Say whether they are a technician.',
  credential: 'Choose a password or a set-password link.',
  passwordShort: `The password must be at least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters long.`,
  passwordLong: `The password must be at most ${ACCOUNT_PASSWORD_MAX_LENGTH} characters long.`,
  passwordsDiffer: 'The two passwords are not the same.',
  version: 'Reload the page: this account changed since you opened it.',
  id: 'Staff account not found.',
  active: 'Say whether the account is active.',
  token: 'This link is not valid. Check that you copied the whole link, or ask the salon owner for a new one.',
  area: 'Choose one of the settings areas.',
  page: 'The page must be a whole number from 1.',
  pageSize: `The page size must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}.`,
} as const;

export const accountPasswordSchema = z
  .string({ error: accountMessages.passwordShort })
  .min(ACCOUNT_PASSWORD_MIN_LENGTH, accountMessages.passwordShort)
  .max(ACCOUNT_PASSWORD_MAX_LENGTH, accountMessages.passwordLong);

const email = boundedText(accountMessages.email, { max: 254 })
  .trim()
  .toLowerCase()
  .pipe(z.email(accountMessages.email));

/**
 * The version an owner saw: the account's updated_at to the microsecond
 * (`2026-11-23T03:00:00.123456Z`), sent back with each change.
 */
const version = z.string({ error: accountMessages.version }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/, {
  message: accountMessages.version,
});

const role = z.enum(STAFF_ROLES, { error: accountMessages.role });
const credential = z.enum(['password', 'link'], { error: accountMessages.credential });

/** How a person gets their first or next password: typed by the owner, or a one-time link. */
const credentialFields = {
  credential,
  /** Required when credential is 'password'; ignored for a link. */
  password: z.string().max(ACCOUNT_PASSWORD_MAX_LENGTH, accountMessages.passwordLong).optional(),
};

function requirePasswordWhenTyped(
  value: { credential: 'password' | 'link'; password?: string | undefined },
  context: z.RefinementCtx,
) {
  if (value.credential !== 'password') return;
  const result = accountPasswordSchema.safeParse(value.password ?? '');
  if (!result.success) {
    context.addIssue({
      code: 'custom',
      path: ['password'],
      message: result.error.issues[0]?.message ?? accountMessages.passwordShort,
    });
  }
}

export const addAccountSchema = z
  .object({ email, role, technician: z.boolean({ error: accountMessages.technician }), ...credentialFields })
  .superRefine(requirePasswordWhenTyped);
export type AddAccountInput = z.infer<typeof addAccountSchema>;

export const accountParamSchema = z.object({
  id: z.string().regex(UUID_PATTERN, accountMessages.id),
});

export const changeRoleSchema = z.object({ version, role });
export const changeActiveSchema = z.object({ version, active: z.boolean({ error: accountMessages.active }) });
export const resetPasswordSchema = z.object({ version, ...credentialFields }).superRefine(requirePasswordWhenTyped);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** A set-password token: 32 random bytes in base64url (43 characters). */
export const passwordLinkTokenSchema = z.string({ error: accountMessages.token }).regex(/^[A-Za-z0-9_-]{43}$/, {
  message: accountMessages.token,
});

export const passwordLinkQuerySchema = z.object({ token: passwordLinkTokenSchema });
export const setPasswordSchema = z.object({ token: passwordLinkTokenSchema, password: accountPasswordSchema });

const positiveDecimal = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,5}$/, message)
    .transform(Number)
    .refine((value) => value <= max, message);

export const historyQuerySchema = z.object({
  area: z.enum(HISTORY_AREAS, { error: accountMessages.area }).optional(),
  page: positiveDecimal(accountMessages.page, 100_000).optional(),
  pageSize: positiveDecimal(accountMessages.pageSize, HISTORY_MAX_PAGE_SIZE).optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
