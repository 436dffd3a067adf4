/**
 * The owner's own company page: which company a provider owns (a confirmed claim), and saving
 * its edit as a whole in one transaction: the references checked (services, place, logo), the
 * row, its services and price list replaced, the lowest prices recomputed, updatedAt stamped.
 * The edit itself (`createCompanyWrite`) is the admin's too, inside the admin's transaction.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import type { CompanyEdit } from '../../../../db/domain/company-input';
import { isoDay, tallinnWallClock } from '../../../../db/domain/dates';
import type { GroupPrice } from '../../../../db/domain/prices';
import type { ValidationKey } from '../../../../db/domain/validation';
import {
  companies,
  companyPrices,
  companyServices,
  images,
  places,
  services,
} from '../../../../db/schema';
import { DomainError } from '../../lib/errors';
import { answeredNow } from '../../stores/flow';
import type { CompanyDetail, CompanyStore } from '../companies/store';

const param = sql.placeholder;

/** Field → validation key of what the edit refers to and does not exist (or is not the user's) */
export type EditProblems = Partial<Record<'serviceIds' | 'placeId' | 'logoImageId', ValidationKey>>;

const todayInTallinn = (now: number) => {
  const clock = tallinnWallClock(now);
  return isoDay(clock.year, clock.month, clock.day);
};

/** An edit's place as its write reads it */
export interface EditPlace {
  countyId: number;
  lat: number;
  lon: number;
}

/** What an edit refers to, as it was found: null when every reference is usable */
export function editProblems(
  edit: CompanyEdit,
  found: { knownServices: number; place: EditPlace | undefined; logoUsable: boolean },
): EditProblems | null {
  const problems: EditProblems = {};
  if (edit.serviceIds.length > 0 && found.knownServices !== edit.serviceIds.length) {
    problems.serviceIds = 'service';
  }
  if (edit.placeId !== null && !found.place) problems.placeId = 'place';
  if (edit.logoImageId !== null && !found.logoUsable) problems.logoImageId = 'image';
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The company row's columns an edit sets (a pin the owner set wins over the place's centre) */
export function editedColumns(
  edit: CompanyEdit & { name?: string },
  place: EditPlace | undefined,
  now: number,
) {
  const position =
    edit.lat !== null && edit.lon !== null
      ? { lat: edit.lat, lon: edit.lon }
      : { lat: place?.lat ?? null, lon: place?.lon ?? null };
  return {
    ...(edit.name === undefined ? {} : { name: edit.name }),
    description: edit.description,
    logoImageId: edit.logoImageId,
    phone: edit.phone,
    email: edit.email,
    website: edit.website,
    address: edit.address,
    placeId: edit.placeId,
    countyId: place?.countyId ?? null,
    ...position,
    openingHours: edit.hours,
    transportPhone: edit.transportPhone,
    updatedAt: now,
  };
}

/** The price list's lines an edit writes; a line without its day is confirmed today */
export function editedPrices(edit: CompanyEdit, now: number): GroupPrice[] {
  const today = todayInTallinn(now);
  return edit.prices.map((line) => ({
    group: line.group,
    fromCents: line.fromCents,
    confirmedOn: line.confirmedOn ?? today,
  }));
}

/**
 * The owner's edit of company `companyId` (inside the caller's transaction), with the name, which
 * only the admin changes; `userId` is whose uploaded logo may be chosen. Returns the problems of
 * its references instead (nothing written) when a service, the place or the logo is not usable.
 */
export function createCompanyWrite({ db }: Database, companyStore: CompanyStore) {
  const placeById = db
    .select({ countyId: places.countyId, lat: places.lat, lon: places.lon })
    .from(places)
    .where(eq(places.id, param('id')))
    .prepare();
  // a logo the user uploaded, or the one the page has already (a seeded logo stays usable)
  const usableLogo = db
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        eq(images.id, param('id')),
        eq(images.kind, 'logo'),
        sql`(${images.uploadedBy} = ${param('userId')} OR ${images.id} IN
              (SELECT logo_image_id FROM companies WHERE id = ${param('companyId')}))`,
      ),
    )
    .prepare();
  const deleteServices = db
    .delete(companyServices)
    .where(eq(companyServices.companyId, param('companyId')))
    .prepare();
  const deletePrices = db
    .delete(companyPrices)
    .where(eq(companyPrices.companyId, param('companyId')))
    .prepare();

  return write;

  function write(
    companyId: number,
    userId: number,
    edit: CompanyEdit & { name?: string },
    now: number,
  ): EditProblems | null {
    const knownServices =
      edit.serviceIds.length > 0
        ? db
            .select({ id: services.id })
            .from(services)
            .where(inArray(services.id, edit.serviceIds))
            .all().length
        : 0;
    const place = edit.placeId === null ? undefined : placeById.get({ id: edit.placeId });
    const logoUsable =
      edit.logoImageId !== null && !!usableLogo.get({ id: edit.logoImageId, userId, companyId });
    const problems = editProblems(edit, { knownServices, place, logoUsable });
    if (problems) return problems;

    db.update(companies)
      .set(editedColumns(edit, place, now))
      .where(eq(companies.id, companyId))
      .run();
    deleteServices.run({ companyId });
    if (edit.serviceIds.length > 0) {
      db.insert(companyServices)
        .values(edit.serviceIds.map((serviceId) => ({ companyId, serviceId })))
        .run();
    }
    deletePrices.run({ companyId });
    const prices = editedPrices(edit, now);
    if (prices.length > 0) {
      db.insert(companyPrices)
        .values(
          prices.map((line) => ({
            companyId,
            priceGroup: line.group,
            fromCents: line.fromCents,
            confirmedOn: line.confirmedOn,
          })),
        )
        .run();
    }
    answeredNow(companyStore.saveCompanyDerived(companyId));
    return null;
  }
}

export type CompanyWrite = ReturnType<typeof createCompanyWrite>;

/** The owner's view of their page: as the company page answers it, with its logo's id */
export type OwnCompanyView = CompanyDetail & { logoImageId: number | null };

/** An owner's save: their page as it is now, or what it refers to that is not usable */
export type OwnSaveOutcome =
  { ok: true; company: OwnCompanyView } | { ok: false; problems: EditProblems };

export function createOwnCompanyStore(
  { db, sqlite }: Database,
  companyStore: CompanyStore,
  write: CompanyWrite,
) {
  const owned = db
    .select({ id: companies.id, logoImageId: companies.logoImageId })
    .from(companies)
    .where(and(eq(companies.ownerUserId, param('userId')), isNotNull(companies.verifiedAt)))
    .orderBy(companies.id)
    .limit(1)
    .prepare();

  /** The user's confirmed company as its owner sees it; null when they own none */
  const viewOf = (userId: number, now: number): OwnCompanyView | null => {
    const company = owned.get({ userId });
    if (!company) return null;
    // the logo's id: the owner's edit sends it back to keep it
    const detail = answeredNow(companyStore.companyDetail(String(company.id), now))!;
    return { ...detail, logoImageId: company.logoImageId };
  };

  return {
    /** The user's confirmed company (a confirmed claim) as its owner sees it; null when none */
    view: sqlite.transaction(viewOf),

    /**
     * Saves the owner's edit of their confirmed company, all or nothing (404 when they own
     * none), and answers the page as it is then; the problems of its references instead
     * (nothing written) when a service, the place or the logo is not usable.
     */
    save: sqlite.transaction((userId: number, edit: CompanyEdit, now: number): OwnSaveOutcome => {
      const company = owned.get({ userId });
      if (!company) throw new DomainError('not_found', 'no_company', 'ownCompany.none');
      const problems = write(company.id, userId, edit, now);
      if (problems) return { ok: false, problems };
      return { ok: true, company: viewOf(userId, now)! };
    }),
  };
}

export type OwnCompanyStore = ReturnType<typeof createOwnCompanyStore>;
