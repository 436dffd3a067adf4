/**
 * The data step's values (pure, unit-tested): what a new draft starts with, the form's full set
 * of defaults over a draft's partial values, and the way back into the draft.
 */
import type { SessionUser } from '#domain/inputs/auth';
import { EMPTY_NOTICE_FIELDS, type NoticeFormValues } from '#domain/inputs/notice-input';
import type { NoticeType } from '#domain/vocabulary/notice-types';

/**
 * The form's values: the shared schema's input, except that the agreements start unticked
 * (the schema accepts only `true`).
 */
export type WizardValues = Required<Omit<NoticeFormValues, 'terms' | 'privacy' | 'type'>> & {
  type: NoticeType;
  terms: boolean;
  privacy: boolean;
};

type DraftValues = Partial<NoticeFormValues>;

/** A new draft: the chosen type, and what the signed-in user's account already knows. */
export function initialValues(
  type: NoticeType,
  user: Pick<SessionUser, 'name' | 'email' | 'signature'> | null,
): DraftValues {
  return {
    type,
    signature: user?.signature ?? '',
    adderName: user?.name ?? '',
    adderEmail: user?.email ?? '',
    payerType: 'private',
  };
}

/** A form with nothing typed yet */
const EMPTY: WizardValues = { ...EMPTY_NOTICE_FIELDS, type: 0 };

/** Every field of the form: the draft's value where it has one. */
export function formValues(values: DraftValues): WizardValues {
  const given = Object.entries(values).filter(([, value]) => value !== undefined && value !== null);
  return { ...EMPTY, ...(Object.fromEntries(given) as Partial<WizardValues>) };
}

/** The form's values as the draft keeps them: an unticked agreement is simply not there. */
export function draftValues(values: Partial<WizardValues>): DraftValues {
  const { terms, privacy, ...rest } = values;
  return {
    ...rest,
    terms: terms === true ? true : undefined,
    privacy: privacy === true ? true : undefined,
  };
}
