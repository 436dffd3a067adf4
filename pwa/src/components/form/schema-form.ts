/**
 * A react-hook-form form checked by one of the shared zod schemas, and the message its fields
 * show. The form remembers which text namespace speaks for it and the schema's length limits,
 * so a field needs nothing but the form and its name.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  get,
  useForm,
  useFormState,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type FieldLimits, issueText, schemaLimits } from './issues';

/** An object schema of db/domain (a refined one too) */
type FormSchema = z.ZodType<unknown, FieldValues> & { shape: Record<string, unknown> };
type InputOf<S extends FormSchema> = z.input<S> extends FieldValues ? z.input<S> : never;

interface FormTexts {
  /** The i18next namespace with the form's `validation.*` (and `fieldValidation.*`) texts */
  ns: string;
  limits: FieldLimits;
}

// keyed by the form's control, which lives as long as the form
const textsOfForm = new WeakMap<object, FormTexts>();
const limitsOfSchema = new WeakMap<object, FieldLimits>();

/**
 * `useForm` with the schema as its resolver. The values' type is the schema's input unless
 * the form keeps its own (the wizard's agreements start unticked where the schema wants true).
 */
export function useSchemaForm<S extends FormSchema, T extends FieldValues = InputOf<S>>(
  schema: S,
  { texts, ...options }: UseFormProps<NoInfer<T>, unknown, z.output<S>> & { texts: string },
): UseFormReturn<T, unknown, z.output<S>> {
  const form = useForm<T, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema as z.ZodType<unknown, FieldValues>) as unknown as Resolver<
      T,
      unknown,
      z.output<S>
    >,
  });
  if (!textsOfForm.has(form.control)) {
    let limits = limitsOfSchema.get(schema);
    if (!limits) {
      limits = schemaLimits(schema);
      limitsOfSchema.set(schema, limits);
    }
    textsOfForm.set(form.control, { ns: texts, limits });
  }
  return form;
}

/** The texts of a form made by useSchemaForm. */
export function formTexts<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>): FormTexts {
  const texts = textsOfForm.get(form.control);
  if (!texts) throw new Error('A form field needs a form made by useSchemaForm');
  return texts;
}

/** The message for a field's current problem, or null: the server's words, or the texts'. */
export function useFieldMessage<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
): string | null {
  const { ns, limits } = formTexts(form);
  const { t } = useTranslation(ns);
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as FieldError | undefined;
  if (!error) return null;
  if (error.type === 'server' && error.message) return error.message;
  const issue = issueText(name, error.message, limits);
  return t(issue.keys, issue.values);
}
