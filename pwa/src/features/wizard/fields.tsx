/**
 * The data step's plain fields over the form kit (components/form): a text input or text area
 * labelled and hinted from the wizard's texts (`fields.<name>`, `fields.<name>Hint`), and a
 * character counter.
 */
import { useId } from 'react';
import { type FieldPath, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NoticeInput } from '#domain/inputs/notice-input';
import { TextAreaField, TextField as KitTextField } from '../../components/form/fields';
import type { WizardValues } from './values';

export type WizardForm = UseFormReturn<WizardValues, unknown, NoticeInput>;
export type WizardField = FieldPath<WizardValues>;

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
  const counterId = useId();
  const frame = {
    form,
    name,
    label: t(`fields.${name}`),
    required,
    hint: hinted ? t(`fields.${name}Hint`) : undefined,
    describedBy: counterMax ? counterId : undefined,
    after: counterMax ? <Counter id={counterId} form={form} name={name} max={counterMax} /> : null,
  };
  return rows ? (
    <TextAreaField {...frame} textarea={{ rows, disabled }} />
  ) : (
    <KitTextField
      {...frame}
      input={{
        type,
        inputMode,
        autoComplete,
        spellCheck: type === 'email' ? false : undefined,
        disabled,
      }}
    />
  );
}

/** "123/600": how much of a limited text is used (read out as a sentence). */
function Counter({
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
