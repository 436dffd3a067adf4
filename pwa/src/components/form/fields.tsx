/**
 * The form kit's fields of a form made by useSchemaForm: a labelled control with its hint and
 * its message (the server's words, or the texts' for the schema's issue), tied together by
 * FormField. Extra attributes of the control itself go in `input` / `textarea`.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldNotes, FormField, RequiredMark } from './FormField';
import { useFieldMessage } from './schema-form';

interface FieldProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** The visible mark and aria-required */
  required?: boolean;
  /** Anything after the message (a counter, a switch) */
  after?: ReactNode;
  /** Extra ids that describe the control (e.g. a counter in `after`) */
  describedBy?: string;
}

type OwnAttributes = 'id' | 'name' | 'className' | 'children';

export function TextField<T extends FieldValues, O>({
  form,
  name,
  input,
  ...frame
}: FieldProps<T, O> & { input?: Omit<InputHTMLAttributes<HTMLInputElement>, OwnAttributes> }) {
  const id = useId();
  const message = useFieldMessage(form, name);
  return (
    <FormField id={id} error={message} {...frame}>
      {(control) => <input {...control} className="input" {...input} {...form.register(name)} />}
    </FormField>
  );
}

export function TextAreaField<T extends FieldValues, O>({
  form,
  name,
  textarea,
  ...frame
}: FieldProps<T, O> & {
  textarea?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnAttributes>;
}) {
  const id = useId();
  const message = useFieldMessage(form, name);
  return (
    <FormField id={id} error={message} {...frame}>
      {(control) => (
        <textarea {...control} className="textarea" {...textarea} {...form.register(name)} />
      )}
    </FormField>
  );
}

/** A checkbox whose label is its text (which may hold links), its message under it. */
export function CheckboxField<T extends FieldValues, O>({
  form,
  name,
  required = false,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  required?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const message = useFieldMessage(form, name);
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...form.register(name)}
        />
        <span>
          {children}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      <FieldNotes id={id} error={message} />
    </div>
  );
}
