/**
 * Buttons and status lines shared by the forms and lists of several screens: one look
 * (plain, quiet, danger), a busy state that ignores further presses, and polite good news.
 */
import type { ReactNode } from 'react';

export interface ButtonLook {
  /** For what cannot be undone */
  danger?: boolean;
  quiet?: boolean;
}

export function buttonClass({ danger, quiet }: ButtonLook, busy: boolean): string {
  return `button${danger ? ' button--danger' : ''}${quiet ? ' button--quiet' : ''}${busy ? ' is-busy' : ''}`;
}

/** A button that starts something asynchronous (log out, load more). */
export function ActionButton({
  busy,
  onClick,
  children,
  disabled = false,
  label,
  ...look
}: ButtonLook & {
  /** Under way: a spinner, and further presses are ignored */
  busy: boolean;
  onClick: () => unknown;
  children: ReactNode;
  disabled?: boolean;
  /** An accessible name that says more than the visible text (which row) */
  label?: string;
}) {
  return (
    <button
      type="button"
      className={buttonClass(look, busy)}
      aria-disabled={busy || undefined}
      aria-label={label}
      disabled={disabled}
      onClick={() => {
        if (!busy) void onClick();
      }}
    >
      {children}
    </button>
  );
}

/** Good news (saved, link sent), announced politely. */
export function FormSuccess({ message }: { message: string | null }) {
  return (
    <p className={message ? 'alert alert--success' : 'visually-hidden'} role="status">
      {message}
    </p>
  );
}
