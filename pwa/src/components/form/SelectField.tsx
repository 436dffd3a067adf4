/**
 * The form kit's select: labelled by FormField, controlled by its caller (no form library, so
 * a screen with one choice does not load one).
 */
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FormField } from './FormField';

/** A labelled select; `children` are its options. */
export function SelectField({
  id,
  label,
  className,
  children,
  ...select
}: { id: string; label: ReactNode; className?: string; children: ReactNode } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'children'
>) {
  return (
    <FormField id={id} label={label} className={className}>
      {(control) => (
        <select {...control} className="select" {...select}>
          {children}
        </select>
      )}
    </FormField>
  );
}
