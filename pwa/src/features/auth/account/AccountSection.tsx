import { type ReactNode, useId } from 'react';

/** A titled part of "Minu konto". */
export function AccountSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="auth-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
