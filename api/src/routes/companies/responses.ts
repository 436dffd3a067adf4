/**
 * What the directory's company routes answer, as zod schemas: the API description's response
 * bodies (api/src/openapi) and, through z.infer, the TypeScript types the stores return.
 * Nothing here validates at run time.
 */
import { z } from 'zod';
import { pageOf } from '../../openapi/common-responses';
import { openingHoursInput } from '#domain/inputs/company-input';
import { WEEKDAYS, type OpeningHours } from '#domain/calendar/opening-hours';
import { PRICE_GROUPS } from '#domain/rules/prices';

/** A moment on Tallinn's wall clock: when a company opens or closes next */
const wallMoment = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  weekday: z.enum(WEEKDAYS),
  /** HH:MM */
  time: z.string(),
  daysAhead: z.number().int(),
});

/** A company in the directory's list (and the head of its page) */
const companySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** From the asked position, 1 decimal; null without a position (and on the company page) */
  distanceKm: z.number().nullable(),
  /** The asked position and the company are on different islands, or island and mainland */
  ferry: z.boolean(),
  openNow: z.boolean(),
  opensAt: wallMoment.nullable(),
  closesAt: wallMoment.nullable(),
  /** Hours nobody entered are `hoursKnown: false`, never closed */
  hoursKnown: z.boolean(),
  temporarilyClosed: z.boolean(),
  /** A transport line that answers day and night (the company's transport phone is set) */
  transport24: z.boolean(),
  /** The lowest complete prices, euro cents with VAT; null where a needed group has no price */
  priceFrom: z.object({
    cremation: z.number().int().nullable(),
    burial: z.number().int().nullable(),
  }),
  /** The average rating, 1 decimal; null without reviews */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  logo: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** The owner's claim is confirmed ("Kinnitatud") */
  verified: z.boolean(),
});
export type CompanySummary = z.infer<typeof companySummary>;

const companyPriceLine = z.object({
  group: z.enum(PRICE_GROUPS),
  fromCents: z.number().int(),
  /** YYYY-MM-DD */
  confirmedOn: z.string(),
  /** Confirmed within the last 12 months (db/domain/prices isPriceConfirmed) */
  confirmed: z.boolean(),
});

/** The company's page */
export const companyDetail = companySummary.extend({
  description: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  place: z
    .object({
      id: z.number().int(),
      name: z.string(),
      municipalityName: z.string().nullable(),
      countyId: z.number().int(),
    })
    .nullable(),
  countyId: z.number().int().nullable(),
  /** As the owner enters them (the same shape) */
  hours: openingHoursInput as unknown as z.ZodType<OpeningHours>,
  transportPhone: z.string().nullable(),
  prices: z.array(companyPriceLine),
  services: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  updatedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  /** Nobody owns the page yet: a provider may claim it */
  claimable: z.boolean(),
});
export type CompanyDetail = z.infer<typeof companyDetail>;

export const companyList = pageOf(companySummary);
export type CompanyList = z.infer<typeof companyList>;
