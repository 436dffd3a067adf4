/**
 * Validation messages of the account forms (pure, unit-tested). The shared zod schemas'
 * issue messages are keys ("tooShort"); the limits they speak of come from db/domain/auth.
 */
import {
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGNATURE_MAX,
} from '../../../../db/domain/auth';

// a type, not an interface: i18next takes it as interpolation values
type Limits = { minimum?: number; maximum?: number };

const FIELD_LIMITS: Record<string, Limits> = {
  name: { minimum: NAME_MIN, maximum: NAME_MAX },
  email: { maximum: EMAIL_MAX },
  password: { minimum: PASSWORD_MIN, maximum: PASSWORD_MAX },
  newPassword: { minimum: PASSWORD_MIN, maximum: PASSWORD_MAX },
  currentPassword: { maximum: PASSWORD_MAX },
  signature: { maximum: SIGNATURE_MAX },
};

const KEYS = new Set(['required', 'tooShort', 'tooLong', 'email', 'invalid']);

/** The translation key (in the auth namespace) and its values for a field's issue. */
export function issueText(
  issue: string | undefined,
  field: string,
): { key: string; values: Limits } {
  const key = issue && KEYS.has(issue) ? issue : 'invalid';
  return { key: `validation.${key}`, values: FIELD_LIMITS[field] ?? {} };
}

/**
 * The server's answer spread over a form: messages for known fields (409 email_taken is the
 * e-mail field's), and whatever has no field of its own for the form as a whole.
 */
export function placeApiError(
  error: { code: string; message: string; fields: Record<string, string> },
  fieldNames: readonly string[],
  codeFields: Record<string, string> = {},
): { fields: [string, string][]; formMessage: string | null } {
  const messages: Record<string, string> = { ...error.fields };
  const codeField = codeFields[error.code];
  if (codeField) messages[codeField] = error.message;
  const fields = fieldNames.flatMap((name): [string, string][] =>
    messages[name] ? [[name, messages[name]]] : [],
  );
  const unplaced = Object.keys(messages).some((name) => !fieldNames.includes(name));
  return { fields, formMessage: fields.length === 0 || unplaced ? error.message : null };
}
