/**
 * Set-ups of a family's request with offers, through the API (not a spec file): the family's
 * request confirmed through its mailed link, the demo provider's and a second provider's offers
 * (a demo company near Tallinn claimed by a new provider account and confirmed by the admin),
 * and the family's acceptance of one, which declines the others.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { formatDay } from '#domain/calendar/dates';
import {
  AJAX,
  type AdminSession,
  adminSession,
  csrf,
  freshRegistryCode,
  mailedLink,
  ownAddress,
} from './helpers';
import { sessionOf } from './roles';

/** Tallinn's centre (Harju maakond): the demo provider's company is the one nearest to it (db/seed) */
export const PLACE = 'Kesklinna linnaosa';
const TALLINN = { lat: 59.437, lon: 24.7536 };

/** A weekday two weeks ahead (no cemetery rule of Sundays and Mondays in the way). */
export function funeralDay(): string {
  const day = new Date(Date.now() + 14 * 24 * 3600_000);
  while (day.getDay() === 0 || day.getDay() === 1) day.setDate(day.getDate() + 1);
  return formatDay(day.getTime());
}

interface CompanyAnswer {
  id: number;
  name: string;
  email: string | null;
  claimable: boolean;
  services: { id: number; name: string }[];
  rating: number | null;
}

/** A signed-in provider and the company they own */
interface Provider {
  session: AdminSession;
  company: CompanyAnswer;
}

const authOf = (session: AdminSession) => ({ ...AJAX, Authorization: `Bearer ${session.token}` });

async function company(request: APIRequestContext, id: number): Promise<CompanyAnswer> {
  const answer = await request.get(`/api/companies/${id}`);
  expect(answer.ok(), `GET /api/companies/${id}`).toBe(true);
  return (await answer.json()) as CompanyAnswer;
}

/** The demo provider (README) and its company */
export async function demoProvider(request: APIRequestContext): Promise<Provider> {
  const session = (await sessionOf(request, 'provider'))!;
  const own = await request.get('/api/account/company', { headers: authOf(session) });
  expect(own.ok(), 'GET /api/account/company').toBe(true);
  return { session, company: await company(request, ((await own.json()) as { id: number }).id) };
}

/**
 * A new provider owning a demo company within the default 50 km of Tallinn's centre: one of
 * the unclaimed ones in Tallinn, at random (specs running beside this one claim others).
 */
export async function nearbyProvider(request: APIRequestContext): Promise<Provider> {
  const list = await request.get('/api/companies', {
    params: { ...TALLINN, sort: 'distance', take: 24 },
  });
  expect(list.ok(), 'GET /api/companies').toBe(true);
  const { items } = (await list.json()) as {
    items: { id: number; verified: boolean; distanceKm: number | null }[];
  };
  // well inside the radius of the request's place, a few km from the centre
  const unclaimed = items
    .filter((i) => !i.verified && i.distanceKm !== null && i.distanceKm < 20)
    .sort(() => Math.random() - 0.5);
  let chosen: CompanyAnswer | undefined;
  for (const item of unclaimed) {
    const candidate = await company(request, item.id);
    if (candidate.claimable && candidate.email && candidate.services.length > 0) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen) throw new Error('no claimable demo company with services near Tallinn');
  const session = (await sessionOf(request, 'providerWithoutCompany'))!;
  const claimed = await request.post('/api/companies/claims?locale=et', {
    headers: { ...authOf(session), 'X-CSRF-Token': await csrf(request) },
    data: { companyId: chosen.id, registryCode: freshRegistryCode() },
  });
  expect(claimed.status(), `claim: ${await claimed.text()}`).toBe(202);
  const admin = authOf(await adminSession(request));
  const pending = (await (await request.get('/api/admin/claims', { headers: admin })).json()) as {
    items: { id: number; userId: number }[];
  };
  const claim = pending.items.find((c) => c.userId === session.user.id)!;
  const confirmed = await request.post(`/api/admin/claims/${claim.id}/confirm?locale=et`, {
    headers: { ...admin, 'X-CSRF-Token': await csrf(request) },
  });
  expect(confirmed.status(), `claim confirmed: ${await confirmed.text()}`).toBe(200);
  return { session, company: chosen };
}

/** A family's confirmed request: its id, its private token and its page's path */
interface FamilyRequest {
  id: number;
  token: string;
  path: string;
}

/** A family's request for `services` at PLACE, confirmed through its mailed link */
export async function familyRequest(
  request: APIRequestContext,
  email: string,
  services: number[],
): Promise<FamilyRequest> {
  const places = (await (await request.get('/api/places')).json()) as {
    items: [number, string][];
  };
  const place = places.items.find(([, name]) => name === PLACE)!;
  // its confirmation mail counts against its own address's allowance, not 127.0.0.1's
  const sent = await request.post('/api/requests?locale=et', {
    headers: { ...AJAX, 'X-CSRF-Token': await csrf(request), 'X-Forwarded-For': ownAddress() },
    data: {
      services,
      placeId: place[0],
      funeralDate: funeralDay(),
      attendees: 30,
      budgetEuros: 2000,
      message: '',
      name: 'Mari Maasikas',
      email,
      phone: '',
      maxProviders: 5,
      terms: true,
      privacy: true,
    },
  });
  expect(sent.status(), `request: ${await sent.text()}`).toBe(201);
  const link = await mailedLink(request, email, /\/hinnaparing\/\d+\?token=[\w-]+/, 1);
  const id = Number(/\/hinnaparing\/(\d+)/.exec(link)![1]);
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  const confirmed = await request.post(`/api/requests/${id}/confirm?token=${token}`, {
    headers: { ...AJAX, 'X-CSRF-Token': await csrf(request) },
  });
  expect(confirmed.status(), 'confirmation').toBe(200);
  return { id, token, path: `/hinnaparing/${id}?token=${token}` };
}

/** `provider`'s offer on request `requestId`: its id */
export async function offer(
  request: APIRequestContext,
  provider: Provider,
  requestId: number,
  totalEuros: number,
  includes: string,
): Promise<number> {
  const offered = await request.post(`/api/provider/requests/${requestId}/offers?locale=et`, {
    headers: { ...authOf(provider.session), 'X-CSRF-Token': await csrf(request) },
    data: { totalEuros, includes, message: '', validUntil: funeralDay() },
  });
  expect(offered.status(), `offer: ${await offered.text()}`).toBe(201);
  return ((await offered.json()) as { id: number }).id;
}

/** The family accepts offer `offerId`: the other offers are declined. */
export async function accept(request: APIRequestContext, family: FamilyRequest, offerId: number) {
  const accepted = await request.post(`/api/requests/${family.id}/accept?token=${family.token}`, {
    headers: { ...AJAX, 'X-CSRF-Token': await csrf(request) },
    data: { offerId },
  });
  expect(accepted.status(), `accepted: ${await accepted.text()}`).toBe(200);
}
