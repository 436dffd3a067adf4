/**
 * The hook that sends a form to the API: the schema checks it first, then `action` runs, one
 * send at a time; an ApiError's field messages land on their fields (the first one focused)
 * and what no field takes is the form's `failure`.
 */
import { type FormEvent, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '../../lib/api-error';
import { showApiError } from './api-errors';

export interface Sending {
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** What went wrong for the form as a whole (field problems are at the fields) */
  failure: string | null;
}

/**
 * Sending a form to the API: validation by the form's schema, then `action`, one at a time.
 * An ApiError lands on the fields it names or on the form; `onError` may do more.
 */
export function useSending<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  action: (values: O) => Promise<void>,
  options: {
    codeFields?: Record<string, Path<T>>;
    onError?: (error: ApiError, formMessage: string | null) => void;
  } = {},
): Sending {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        await action(values);
      } catch (err) {
        const error = err as ApiError;
        const message = showApiError(form, error, {
          codeFields: options.codeFields,
          focus: true,
        }).formMessage;
        setFailure(message);
        options.onError?.(error, message);
      }
    })(event);
  };
  return { submit, failure };
}
