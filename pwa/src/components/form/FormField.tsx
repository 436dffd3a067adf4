/**
 * The frame of one form field: its label (with the required mark), the control, a hint and the
 * error message, tied together with ids so a screen reader reads the hint and error with the
 * control. The control itself is the caller's (input, textarea, select).
 */
import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** Renders the control with the ids and states it must carry */
  children: (control: ControlProps) => ReactNode;
  /** Anything after the error (a counter, a switch) */
  after?: ReactNode;
  /** Extra ids that describe the control (e.g. a counter in `after`) */
  describedBy?: string;
}

export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  children,
  after,
  describedBy,
}: FormFieldProps) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-describedby': ids || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      <FieldNotes id={id} hint={hint} error={error} />
      {after}
    </div>
  );
}

/**
 * A field's hint and error lines, as `<id>-hint` and `<id>-error` for the control's
 * aria-describedby; each only when there is one.
 */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | null;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The visible "*" of a required field; assistive technology hears aria-required instead. */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      *
    </span>
  );
}
