/**
 * Seeds the directory: service categories, the demo providers (./companies.ts) with their
 * services, price lists and logos, and reviews by fictional reviewers (./reviews.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import * as schema from '../schema';
import { planCompanies, type CompanyPlan, type Town } from './companies';
import { LOGO_DESIGNS } from './logos';
import { createRng, randomInt } from './random';
import { planReviewers, planReviews, type ReviewerPlan, type ReviewPlan } from './reviews';
import { SERVICE_CATEGORIES } from './services';

/** Its own seed, so the directory does not change the notices' sequence (or the other way). */
const DIRECTORY_SEED = 20_261_125;
/** EHAK types of towns (linn, vallasisene linn, alev, alevik): where providers sit */
const TOWN_TYPES = [3, 4, 5, 7];

export interface DirectoryPlan {
  /** `logo`: an index into LOGO_DESIGNS (several companies may share a design) */
  companies: (CompanyPlan & { reviews: ReviewPlan[]; logo: number })[];
  reviewers: ReviewerPlan[];
}

export function planDirectory(database: Database, now: number): DirectoryPlan {
  const rng = createRng(DIRECTORY_SEED);
  const towns = database.db
    .select({
      id: schema.places.id,
      name: schema.places.name,
      countyId: schema.places.countyId,
      lat: schema.places.lat,
      lon: schema.places.lon,
    })
    .from(schema.places)
    .where(and(eq(schema.places.level, 'settlement'), inArray(schema.places.ehakType, TOWN_TYPES)))
    .orderBy(schema.places.id)
    .all();
  const byCounty = new Map<number, Town[]>();
  for (const town of towns) {
    const list = byCounty.get(town.countyId) ?? [];
    list.push(town);
    byCounty.set(town.countyId, list);
  }
  const reviewers = planReviewers(rng);
  const companies = planCompanies(rng, byCounty, now).map((company) => ({
    ...company,
    reviews: planReviews(rng, now),
    logo: randomInt(rng, 0, LOGO_DESIGNS.length - 1),
  }));
  return { companies, reviewers };
}

type Transaction = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Writes the planned directory inside the seed's transaction; `logoIds` follow LOGO_DESIGNS. */
export function insertDirectory(tx: Transaction, plan: DirectoryPlan, logoIds: readonly number[]) {
  const serviceIds = new Map(
    SERVICE_CATEGORIES.map(({ slug, name, description, icon }, sortOrder) => [
      slug,
      tx
        .insert(schema.services)
        .values({ slug, name, description, icon, sortOrder })
        .returning({ id: schema.services.id })
        .get().id,
    ]),
  );
  const reviewerIds = plan.reviewers.map(
    (reviewer) =>
      tx
        .insert(schema.socialIdentities)
        .values(reviewer)
        .returning({ id: schema.socialIdentities.id })
        .get().id,
  );
  for (const { services, prices, reviews, logo, ...company } of plan.companies) {
    const ratingSum = reviews.reduce((sum, r) => sum + r.rating, 0);
    const { id } = tx
      .insert(schema.companies)
      .values({
        ...company,
        logoImageId: logoIds[logo] ?? null,
        reviewCount: reviews.length,
        ratingSum,
        updatedAt: company.createdAt,
      })
      .returning({ id: schema.companies.id })
      .get();
    tx.insert(schema.companyServices)
      .values(services.map((slug) => ({ companyId: id, serviceId: serviceIds.get(slug)! })))
      .run();
    if (prices.length > 0) {
      tx.insert(schema.companyPrices)
        .values(
          prices.map(({ group, ...price }) => ({ companyId: id, priceGroup: group, ...price })),
        )
        .run();
    }
    if (reviews.length > 0) {
      tx.insert(schema.reviews)
        .values(
          reviews.map(({ reviewer, ...review }) => ({
            companyId: id,
            identityId: reviewerIds[reviewer]!,
            ...review,
          })),
        )
        .run();
    }
  }
}
