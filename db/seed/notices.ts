/**
 * Notices: a generator of whole plausible notices (pure and deterministic for a given PRNG,
 * cheap enough to make 100,000 rows) and the demo's plan of which notices to publish.
 */
import type { Database } from '../client';
import { COUNTY_COUNT } from '#domain/inputs/limits';
import type { NoticeType } from '#domain/vocabulary/notice-types';
import * as schema from '../schema';
import { eq } from 'drizzle-orm';
import { BUSINESSES } from './businesses';
import { calendarDay, DAY_MS, daysInMonth, noticeDate, publishingInstant } from './calendar';
import { COUNTY_FUNERALS, funeralInfo } from './funerals';
import { byGender, exampleEmail, type Gender, maidenName, makePerson } from './people';
import { POEMS } from './poems';
import { chance, pick, randomInt, type Rng, shuffle } from './random';
import {
  ANNIVERSARY_YEARS,
  anniversaryPrefix,
  CONDOLENCE_PREFIXES,
  CONDOLENCE_SIGNATURES,
  CONDOLENCE_SUFFIXES,
  DEATH_SUFFIXES,
  FAMILY_LEAD_INS,
  FAMILY_VOICES,
  joinEt,
  MEMORIAL_SIGNATURES,
  MEMORIAL_SUFFIXES,
  OTHER_VOICES,
} from './wording';

export interface NoticeOptions {
  /** Publishing instants are drawn from [publishedFrom, publishedTo] (Unix ms). */
  publishedFrom: number;
  publishedTo: number;
  type?: NoticeType;
  /** The first county (1..15); a second one is added now and then. */
  countyId?: number;
  /** Forces the deceased's surname (a Slavic one in either gender form). */
  surname?: string;
}

/** Everything a `notices` row needs apart from ids, status and counters, plus its counties. */
export interface SeedNotice {
  type: NoticeType;
  prefix: string;
  deceasedName: string;
  firstName: string;
  gender: Gender;
  maidenName: string | null;
  birthDate: string;
  birthDateSort: string;
  deathDate: string;
  deathDateSort: string;
  suffix: string;
  funeralInfo: string;
  signature: string;
  poem: string;
  adderName: string;
  adderEmail: string;
  payerType: 'private' | 'business';
  businessName: string | null;
  businessAddress: string | null;
  businessRegCode: string | null;
  invoiceEmail: string | null;
  counties: number[];
  publishedAt: number;
}

/** Mostly people in their late sixties to nineties; a few die young. */
function ageAtDeath(rng: Rng): number {
  const roll = rng();
  if (roll < 0.05) return randomInt(rng, 18, 44);
  if (roll < 0.2) return randomInt(rng, 45, 64);
  return randomInt(rng, 65, 98);
}

function wording(
  rng: Rng,
  type: NoticeType,
  gender: Gender,
  age: number,
  years: number,
): { prefix: string; suffix: string; signature: string } {
  if (type === 1) {
    return {
      prefix: pick(rng, CONDOLENCE_PREFIXES),
      suffix: pick(rng, CONDOLENCE_SUFFIXES),
      signature: pick(rng, CONDOLENCE_SIGNATURES),
    };
  }
  if (type === 2) {
    return {
      prefix: anniversaryPrefix(rng, years, gender, age),
      suffix: pick(rng, MEMORIAL_SUFFIXES),
      signature: pick(rng, MEMORIAL_SIGNATURES),
    };
  }
  const suffix = pick(rng, DEATH_SUFFIXES);
  if (chance(rng, 0.25)) {
    const voice = pick(
      rng,
      OTHER_VOICES.filter((v) => age <= v.maxAge),
    );
    return { prefix: pick(rng, voice.prefixes), suffix, signature: pick(rng, voice.signatures) };
  }
  const fitting = FAMILY_VOICES.filter((v) => age >= v.minAge && age <= v.maxAge);
  const voice = pick(rng, fitting);
  const relations = voice.relations.map((r) => byGender(r, gender));
  return {
    prefix: `${pick(rng, FAMILY_LEAD_INS)} ${joinEt(relations)}`,
    suffix,
    signature: pick(rng, voice.signatures),
  };
}

const POEM_CHANCE: Record<NoticeType, number> = { 0: 0.6, 1: 0.25, 2: 0.7 };

/** One plausible published notice. Cheap: no regular expressions, a handful of small objects. */
export function makeNotice(rng: Rng, options: NoticeOptions): SeedNotice {
  const roll = rng();
  const type: NoticeType = options.type ?? (roll < 0.6 ? 0 : roll < 0.8 ? 1 : 2);
  const countyId = options.countyId ?? randomInt(rng, 1, COUNTY_FUNERALS.length);
  const county = COUNTY_FUNERALS[countyId - 1];
  if (!county) throw new RangeError(`makeNotice: no county ${countyId}`);
  const counties = [countyId];
  if (chance(rng, 0.2)) {
    const other = randomInt(rng, 1, COUNTY_FUNERALS.length - 1);
    counties.push(other >= countyId ? other + 1 : other);
  }

  const publishedAt = publishingInstant(rng, options.publishedFrom, options.publishedTo);
  const publishedDay = Math.floor(publishedAt / DAY_MS);
  let deathDayNumber = publishedDay - randomInt(rng, 0, 2);
  let years = 0;
  if (type === 2) {
    // a memorial day falls on the anniversary of the death
    years = pick(rng, ANNIVERSARY_YEARS);
    const today = calendarDay(publishedDay);
    const year = today.year - years;
    const day = Math.min(today.day, daysInMonth(year, today.month));
    deathDayNumber = Date.UTC(year, today.month - 1, day) / DAY_MS;
  }
  const death = calendarDay(deathDayNumber);

  const age = ageAtDeath(rng);
  const latestBirthYear = Math.min(2000, death.year - 18);
  const birthYear = Math.max(
    Math.min(death.year - age, latestBirthYear),
    Math.min(1925, latestBirthYear),
  );
  const birthMonth = randomInt(rng, 1, 12);
  const birth = noticeDate(
    {
      year: birthYear,
      month: birthMonth,
      day: randomInt(rng, 1, daysInMonth(birthYear, birthMonth)),
    },
    chance(rng, 0.1),
  );
  const deathDate = noticeDate(death);

  const person = makePerson(rng, county.slavicShare, options.surname);
  const { prefix, suffix, signature } = wording(
    rng,
    type,
    person.gender,
    death.year - birthYear,
    years,
  );

  // half the time a child or spouse with the same surname adds the notice
  const adder = makePerson(rng, county.slavicShare, chance(rng, 0.5) ? person.surname : undefined);
  const business = chance(rng, 0.15) ? pick(rng, BUSINESSES) : null;

  return {
    type,
    prefix,
    deceasedName: `${person.firstName} ${person.surname}`,
    firstName: person.firstName,
    gender: person.gender,
    maidenName: maidenName(rng, person),
    birthDate: birth.text,
    birthDateSort: birth.sort,
    deathDate: deathDate.text,
    deathDateSort: deathDate.sort,
    suffix,
    funeralInfo: type === 0 && chance(rng, 0.85) ? funeralInfo(rng, deathDayNumber, county) : '',
    signature,
    poem: chance(rng, POEM_CHANCE[type]) ? pick(rng, POEMS) : '',
    adderName: `${adder.firstName} ${adder.surname}`,
    adderEmail: exampleEmail(
      adder.firstName,
      adder.surname,
      chance(rng, 0.2) ? `${randomInt(rng, 1, 99)}` : '',
    ),
    payerType: business ? 'business' : 'private',
    businessName: business?.name ?? null,
    businessAddress: business?.address ?? null,
    businessRegCode: business?.regCode ?? null,
    invoiceEmail: business?.invoiceEmail ?? null,
    counties,
    publishedAt,
  };
}

const DEMO_NOTICE_COUNT = 75;
/** Names the demo must show: every Estonian letter beyond ASCII, and the FTS example "ounapuu". */
const FEATURED_SURNAMES = ['Õunapuu', 'Šafranski', 'Žukov', 'Sööt', 'Mänd', 'Kütt'];
/** EHAK types that are towns or small boroughs (alev, linn, vallasisene linn, linnaosa, alevik). */
const TOWN_TYPES = new Set([3, 4, 5, 6, 7]);

/** 60 % death notices, 20 % condolences, 20 % memorial days; every county equally often first. */
export function planNotices(rng: Rng, now: number): SeedNotice[] {
  const types = shuffle(
    rng,
    Array.from({ length: DEMO_NOTICE_COUNT }, (_, i) =>
      i < DEMO_NOTICE_COUNT * 0.6 ? 0 : i < DEMO_NOTICE_COUNT * 0.8 ? 1 : 2,
    ),
  );
  const counties = shuffle(
    rng,
    Array.from({ length: DEMO_NOTICE_COUNT }, (_, i) => (i % COUNTY_COUNT) + 1),
  );
  return types
    .map((type, i) =>
      makeNotice(rng, {
        type,
        countyId: counties[i],
        surname: FEATURED_SURNAMES[i],
        // a third in the last fortnight, so the newest list looks alive; the rest over two years
        publishedFrom: now - (i % 3 === 0 ? 14 : 730) * DAY_MS,
        publishedTo: now,
      }),
    )
    .sort((a, b) => a.publishedAt - b.publishedAt);
}

/** `n` instants in (from, to), crowding towards `from` as visits do after publishing. */
export function instantsAfter(rng: Rng, from: number, to: number, n: number): number[] {
  const span = to - from - 2;
  if (span <= 0) return [];
  return Array.from({ length: n }, () => from + 1 + Math.floor(Math.pow(rng(), 2.5) * span)).sort(
    (a, b) => a - b,
  );
}

export function settlementsByCounty(database: Database) {
  const rows = database.db
    .select({
      id: schema.places.id,
      countyId: schema.places.countyId,
      ehakType: schema.places.ehakType,
    })
    .from(schema.places)
    .where(eq(schema.places.level, 'settlement'))
    .all();
  const byCounty = new Map<number, { towns: number[]; villages: number[] }>();
  for (const { id, countyId, ehakType } of rows) {
    let entry = byCounty.get(countyId);
    if (!entry) byCounty.set(countyId, (entry = { towns: [], villages: [] }));
    (TOWN_TYPES.has(ehakType) ? entry.towns : entry.villages).push(id);
  }
  return byCounty;
}
