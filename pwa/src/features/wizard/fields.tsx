/**
 * The data step's plain fields over react-hook-form: a labelled text input or textarea with
 * its hint and its own message for each problem (messages.ts), and the shared pieces the
 * other fields use (the message of a field, a character counter).
 */
import { useId } from 'react';
import {
  type FieldError,
  type FieldPath,
  type UseFormReturn,
  get,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NoticeInput } from '../../../../db/domain/notice-input';
import { FormField } from '../../components/FormField';
import { fieldIssue } from './messages';
import type { WizardValues } from './values';

export type WizardForm = UseFormReturn<WizardValues, unknown, NoticeInput>;
export type WizardField = FieldPath<WizardValues>;

/** The message for a field's current problem, or null: the server's words, or our own. */
export function useFieldMessage(form: WizardForm, name: WizardField): string | null {
  const { t } = useTranslation('wizard');
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as FieldError | undefined;
  if (!error) return null;
  if (error.type === 'server' && error.message) return error.message;
  const issue = fieldIssue(name, error.message);
  return t(issue.keys, issue.values);
}

interface TextFieldProps {
  form: WizardForm;
  name: WizardField;
  required?: boolean;
  /** Has a hint under it (`fields.<name>Hint`); the label is always `fields.<name>` */
  hinted?: boolean;
  autoComplete?: string;
  type?: 'text' | 'email';
  inputMode?: 'text' | 'numeric' | 'email';
  /** A textarea of this many rows */
  rows?: number;
  /** Shows "current/max" under the field */
  counterMax?: number;
  disabled?: boolean;
}

export function TextField({
  form,
  name,
  required = false,
  hinted = false,
  autoComplete = 'off',
  type = 'text',
  inputMode,
  rows,
  counterMax,
  disabled = false,
}: TextFieldProps) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const message = useFieldMessage(form, name);
  const counterId = `${id}-counter`;
  return (
    <FormField
      id={id}
      label={t(`fields.${name}`)}
      required={required}
      hint={hinted ? t(`fields.${name}Hint`) : undefined}
      error={message}
      describedBy={counterMax ? counterId : undefined}
      after={
        counterMax ? <Counter id={counterId} form={form} name={name} max={counterMax} /> : null
      }
    >
      {(control) =>
        rows ? (
          <textarea
            {...control}
            className="textarea"
            rows={rows}
            disabled={disabled}
            {...form.register(name)}
          />
        ) : (
          <input
            {...control}
            className="input"
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            spellCheck={type === 'email' ? false : undefined}
            disabled={disabled}
            {...form.register(name)}
          />
        )
      }
    </FormField>
  );
}

/** "123/600": how much of a limited text is used (read out as a sentence). */
export function Counter({
  id,
  form,
  name,
  max,
}: {
  id: string;
  form: WizardForm;
  name: WizardField;
  max: number;
}) {
  const { t } = useTranslation('wizard');
  const value = useWatch({ control: form.control, name });
  const count = typeof value === 'string' ? value.length : 0;
  return (
    <p id={id} className={count > max ? 'wizard-counter is-over' : 'wizard-counter'}>
      <span aria-hidden="true">{t('counter.short', { count, max })}</span>
      <span className="visually-hidden">{t('counter.label', { count, max })}</span>
    </p>
  );
}
