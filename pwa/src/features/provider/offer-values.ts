/**
 * The offer form's values (pure, unit-tested): its checks (the API checks again) and the way
 * to POST /api/provider/requests/:id/offers's body.
 */
import { z } from 'zod';
import { DAY_PATTERN, dayNumber, formatDay, parseDay } from '#domain/calendar/dates';
import { fromTypedEuros } from '#domain/rules/money';
import type { OfferBody } from '../../lib/offline-db';

export const OFFER_TEXT_MAX = 2000;
/** An offer is valid this long unless the provider says otherwise */
const DEFAULT_VALID_DAYS = 7;

export interface OfferFormValues {
  /** euros, VAT included: "1450" or "1450,50" */
  totalEuros: string;
  includes: string;
  message: string;
  /** DD.MM.YYYY */
  validUntil: string;
}

export function initialOffer(now = Date.now()): OfferFormValues {
  return {
    totalEuros: '',
    includes: '',
    message: '',
    validUntil: formatDay(now + DEFAULT_VALID_DAYS * 24 * 3600_000),
  };
}

export const offerFormSchema = z.object({
  totalEuros: z
    .string()
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine((v) => (fromTypedEuros(v) ?? 0) > 0 && (fromTypedEuros(v) ?? 0) <= 100_000_000, {
      error: 'invalid',
    }),
  includes: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(OFFER_TEXT_MAX, { error: 'tooLong' }),
  message: z.string().trim().max(OFFER_TEXT_MAX, { error: 'tooLong' }),
  validUntil: z
    .string()
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine(
      (v) =>
        DAY_PATTERN.test(v) &&
        parseDay(v) !== null &&
        dayNumber(v) >= dayNumber(formatDay(Date.now())),
      { error: 'invalid' },
    ),
});

/** The offer's body from checked form values (the outbox adds the clientKey). */
export function toOfferBody(values: OfferFormValues): OfferBody {
  return {
    totalEuros: (fromTypedEuros(values.totalEuros) ?? 0) / 100,
    includes: values.includes.trim(),
    message: values.message.trim(),
    validUntil: values.validUntil.trim(),
  };
}
