/**
 * An API error spread over a form: the fields it names get their messages (as type "server",
 * shown as the server wrote them), the rest is for the form as a whole.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '../../lib/api-error';

/**
 * Pure: messages for known fields (`codeFields` gives an error code its field, e.g. 409
 * email_taken → email), and the error's message for the form when no field took it or some
 * field it names is not on the form.
 */
export function placeApiError(
  error: Pick<ApiError, 'code' | 'message' | 'fields'>,
  fieldNames: readonly string[],
  codeFields: Readonly<Record<string, string>> = {},
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

/**
 * Puts an ApiError's field messages on the form (`focus`: the first of them takes the focus).
 * Returns whether any field took one, and the message left for the form, if any.
 */
export function showApiError<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  error: ApiError,
  options: { codeFields?: Readonly<Record<string, Path<T>>>; focus?: boolean } = {},
): { atFields: boolean; formMessage: string | null } {
  const placed = placeApiError(error, Object.keys(form.getValues()), options.codeFields);
  placed.fields.forEach(([name, message], i) =>
    form.setError(
      name as Path<T>,
      { type: 'server', message },
      { shouldFocus: options.focus === true && i === 0 },
    ),
  );
  return { atFields: placed.fields.length > 0, formMessage: placed.formMessage };
}
