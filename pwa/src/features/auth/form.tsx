/**
 * The account screens' pieces over the form kit (components/form): their text fields (always
 * required, e-mail and password kinds), the form with its alert, the submit button, the page
 * frame and a Retry-After countdown.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '#domain/inputs/auth';
import { buttonClass, type ButtonLook } from '../../components/actions';
import { TextField as KitTextField } from '../../components/form/fields';
import type { Sending } from '../../components/form/use-sending';

interface TextFieldProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'password';
  hint?: string;
  /** A "show password" switch under a password field */
  revealable?: boolean;
}

export function TextField<T extends FieldValues, O>({
  form,
  name,
  label,
  autoComplete,
  type = 'text',
  hint,
  revealable = false,
}: TextFieldProps<T, O>) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <KitTextField
      form={form}
      name={name}
      label={label}
      hint={hint}
      input={{
        type: revealable && shown ? 'text' : type,
        autoComplete,
        spellCheck: type === 'text' ? undefined : false,
        autoCapitalize: type === 'text' ? undefined : 'none',
        required: true,
      }}
      after={
        revealable ? (
          <label className="checkbox auth-reveal">
            <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
            {t('fields.showPassword')}
          </label>
        ) : null
      }
    />
  );
}

/** A login or account form's field for the e-mail address. */
export function EmailField<T extends FieldValues & { email: string }, O>({
  form,
}: {
  form: UseFormReturn<T, unknown, O>;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      form={form}
      name={'email' as Path<T>}
      type="email"
      autoComplete="email"
      label={t('fields.email')}
    />
  );
}

/**
 * A password field: `fresh` for one being chosen (its rule shown, and a show-password
 * switch), otherwise the current one (`revealable` adds the switch there too).
 */
export function PasswordField<T extends FieldValues, O>({
  form,
  name,
  label,
  fresh = false,
  revealable = fresh,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  fresh?: boolean;
  revealable?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      form={form}
      name={name}
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      label={label}
      hint={fresh ? t('fields.passwordRule', { min: PASSWORD_MIN }) : undefined}
      revealable={revealable}
    />
  );
}

/** A form's submit button: busy (spinner, no second submit) while the form is sent. */
export function SubmitButton<T extends FieldValues, O>({
  form,
  disabled = false,
  children,
  ...look
}: ButtonLook & { form: UseFormReturn<T, unknown, O>; disabled?: boolean; children: ReactNode }) {
  const { isSubmitting } = useFormState({ control: form.control });
  return (
    <button
      type="submit"
      className={buttonClass(look, isSubmitting)}
      aria-disabled={isSubmitting || undefined}
      disabled={disabled}
    >
      {children}
    </button>
  );
}

/** The form element of an account form, with its form-level alert first. */
export function ApiForm({ sending, children }: { sending: Sending; children: ReactNode }) {
  return (
    <form className="auth-form" onSubmit={sending.submit} noValidate>
      {sending.failure ? (
        <div className="alert" role="alert">
          {sending.failure}
        </div>
      ) : null}
      {children}
    </form>
  );
}

/** The frame of the account screens: heading and lead. */
export function AuthPage({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="container narrow page auth-page">
      <h1>{heading}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      {children}
    </div>
  );
}

/** Seconds left of a wait (e.g. Retry-After), ticking down; `start` begins a new one. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (until === 0) return undefined;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = (seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}
