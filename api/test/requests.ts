/**
 * Service request fixtures for the API's tests: EHAK places by name, provider accounts that own
 * a claimed company at a place, and a family's request sent and confirmed through the API.
 */
import { expect } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import type { ServiceRequestInput } from '#domain/inputs/service-requests';
import { bearer, TEST_PASSWORD, uniqueEmail } from './accounts';
import { insertCompany } from './companies';
import type { TestServer, Visitor } from './harness';

export interface TestPlace {
  id: number;
  lat: number;
  lon: number;
  countyId: number;
}

/** An EHAK municipality (Tallinn, Tartu, Pärnu linn, …) with its centre and county */
export async function placeNamed(server: TestServer, name: string): Promise<TestPlace> {
  const place = await server.sql.get<TestPlace>(
    `SELECT id, lat, lon, county_id AS "countyId" FROM places
     WHERE name = ? ORDER BY CASE level WHEN 'municipality' THEN 0 ELSE 1 END, id LIMIT 1`,
    name,
  );
  if (!place) throw new Error(`no place named ${name}`);
  return place;
}

export interface TestProvider {
  session: Session;
  auth: Record<string, string>;
  email: string;
  companyId: number;
}

let seq = 0;

/**
 * A provider account (registered through the API) owning a claimed company at `at` (shifted
 * east by `offsetKm`, roughly) that offers `serviceIds`.
 */
export async function claimedProvider(
  server: TestServer,
  visitor: Visitor,
  at: TestPlace,
  serviceIds: number[],
  { offsetKm = 0, claimed = true }: { offsetKm?: number; claimed?: boolean } = {},
): Promise<TestProvider> {
  const email = uniqueEmail();
  const res = await visitor.post('/api/auth/register', {
    name: 'Pakkuja',
    email,
    password: TEST_PASSWORD,
    provider: true,
  });
  expect(res.status).toBe(201);
  const session = (await res.json()) as Session;
  // a degree of longitude is about 57 km at Estonia's latitude
  const companyId = await insertCompany(server, {
    name: `Matusebüroo ${++seq}`,
    lat: at.lat,
    lon: at.lon + offsetKm / 57,
    countyId: at.countyId,
    placeId: at.id,
    serviceIds,
    phone: '+372 5555 0000',
    ownerUserId: claimed ? session.user.id : null,
    verifiedAt: claimed ? server.now() : null,
  });
  return { session, auth: bearer(session.token), email, companyId };
}

/** A valid request body; `overrides` change any part */
export function requestBody(
  placeId: number,
  services: number[],
  overrides: Partial<ServiceRequestInput> = {},
): ServiceRequestInput {
  return {
    services,
    placeId,
    funeralDate: '26.06.2026',
    attendees: 40,
    budgetEuros: 2500,
    message: 'Soovime tuhastamist ja väikest leinatalitust.',
    name: 'Mari Maasikas',
    email: uniqueEmail(),
    phone: '+372 5123 4567',
    maxProviders: 5,
    terms: true,
    privacy: true,
    ...overrides,
  };
}

/** Sends a request and confirms it; returns its id and token and what the confirmation said */
export async function sentRequest(
  visitor: Visitor,
  body: ServiceRequestInput,
): Promise<{ id: number; token: string; providersAsked: number }> {
  const res = await visitor.post('/api/requests', body);
  expect(res.status).toBe(201);
  const { id, token } = (await res.json()) as { id: number; token: string };
  const confirm = await visitor.post(`/api/requests/${id}/confirm?token=${token}`, undefined);
  expect(confirm.status).toBe(200);
  const { providersAsked } = (await confirm.json()) as { providersAsked: number };
  return { id, token, providersAsked };
}
