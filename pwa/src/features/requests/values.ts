/**
 * The service request form's values (pure, unit-tested): what they start with (a signed-in
 * user's name and e-mail), the form's own checks (the API checks again, and its field messages
 * land on the same fields) and the way from the form to POST /api/requests's body.
 */
import { z } from 'zod';
import { DAY_PATTERN, dayNumber, formatDay, parseDay } from '#domain/calendar/dates';
import { fromTypedEuros } from '#domain/rules/money';
import { REQUEST_LIMITS, type ServiceRequestInput } from '#domain/inputs/service-requests';

export const PROVIDERS_MAX = REQUEST_LIMITS.providersMax;
export const MESSAGE_MAX = REQUEST_LIMITS.messageMax;

export interface RequestFormValues {
  services: number[];
  placeId: number | null;
  /** "Pole veel teada": no funeral date */
  dateUnknown: boolean;
  /** DD.MM.YYYY */
  funeralDate: string;
  attendees: string;
  /** euros, "450" or "450,50" */
  budgetEuros: string;
  message: string;
  name: string;
  email: string;
  phone: string;
  maxProviders: number;
  terms: boolean;
  privacy: boolean;
  /** the honeypot: people never see it, so never fill it */
  website: string;
}

export const EMPTY_REQUEST: RequestFormValues = {
  services: [],
  placeId: null,
  dateUnknown: false,
  funeralDate: '',
  attendees: '',
  budgetEuros: '',
  message: '',
  name: '',
  email: '',
  phone: '',
  maxProviders: REQUEST_LIMITS.providersDefault,
  terms: false,
  privacy: false,
  website: '',
};

/** A new form: what the signed-in user's account already knows. */
export function initialRequest(user: { name: string; email: string } | null): RequestFormValues {
  return { ...EMPTY_REQUEST, name: user?.name ?? '', email: user?.email ?? '' };
}

/** Every field of the form over a draft's stored values (a field it lacks keeps its default). */
export function requestFormValues(stored: Record<string, unknown>): RequestFormValues {
  const values = { ...EMPTY_REQUEST };
  for (const key of Object.keys(EMPTY_REQUEST) as (keyof RequestFormValues)[]) {
    const value = stored[key];
    if (value !== undefined && typeof value === typeof EMPTY_REQUEST[key]) {
      (values as Record<string, unknown>)[key] = value;
    }
  }
  if (
    stored.placeId !== undefined &&
    (stored.placeId === null || typeof stored.placeId === 'number')
  )
    values.placeId = stored.placeId;
  return values;
}

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), { error: 'integer' })
    .refine((v) => v === '' || (Number(v) >= min && Number(v) <= max), { error: 'invalid' });

/** Today in Tallinn as a day number, for "not in the past". */
const today = () => dayNumber(formatDay(Date.now()));

/** The form's checks; issue messages are the shared validation keys (db/domain/validation.ts). */
export const requestFormSchema = z
  .object({
    services: z
      .array(z.number().int())
      .min(1, { error: 'required' })
      .max(REQUEST_LIMITS.servicesMax),
    placeId: z.number({ error: 'required' }).int().nullable(),
    dateUnknown: z.boolean(),
    funeralDate: z.string().trim(),
    attendees: wholeNumber(1, REQUEST_LIMITS.attendeesMax),
    budgetEuros: z
      .string()
      .trim()
      .refine((v) => v === '' || (fromTypedEuros(v) ?? Infinity) <= REQUEST_LIMITS.euroMax * 100, {
        error: 'invalid',
      }),
    message: z.string().trim().max(MESSAGE_MAX, { error: 'tooLong' }),
    name: z
      .string()
      .trim()
      .min(1, { error: 'required' })
      .max(REQUEST_LIMITS.nameMax, { error: 'tooLong' }),
    email: z
      .string()
      .trim()
      .min(1, { error: 'required' })
      .pipe(z.email({ error: 'email' })),
    phone: z.string().trim().max(REQUEST_LIMITS.phoneMax, { error: 'tooLong' }),
    maxProviders: z.number().int().min(1).max(PROVIDERS_MAX),
    terms: z.boolean().refine((v) => v, { error: 'mustAccept' }),
    privacy: z.boolean().refine((v) => v, { error: 'mustAccept' }),
    website: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.placeId === null)
      ctx.addIssue({ code: 'custom', path: ['placeId'], message: 'required' });
    if (values.dateUnknown) return;
    if (values.funeralDate === '') {
      ctx.addIssue({ code: 'custom', path: ['funeralDate'], message: 'required' });
    } else if (!DAY_PATTERN.test(values.funeralDate) || !parseDay(values.funeralDate)) {
      ctx.addIssue({ code: 'custom', path: ['funeralDate'], message: 'invalid' });
    } else if (dayNumber(values.funeralDate) < today()) {
      ctx.addIssue({ code: 'custom', path: ['funeralDate'], message: 'invalid' });
    }
  });

/** POST /api/requests's body from checked form values. */
export function toRequestInput(values: RequestFormValues): ServiceRequestInput {
  const attendees = values.attendees.trim();
  const budget = fromTypedEuros(values.budgetEuros);
  const phone = values.phone.trim();
  return {
    services: [...values.services].sort((a, b) => a - b),
    placeId: values.placeId ?? 0,
    funeralDate: values.dateUnknown ? null : values.funeralDate.trim(),
    ...(attendees === '' ? {} : { attendees: Number(attendees) }),
    ...(budget === null ? {} : { budgetEuros: budget / 100 }),
    message: values.message.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone === '' ? {} : { phone }),
    maxProviders: values.maxProviders,
    terms: true,
    privacy: true,
    website: values.website,
  };
}
