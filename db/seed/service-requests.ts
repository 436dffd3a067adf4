/**
 * Demo service requests (demo mode only): the demo provider's account becomes the owner of the
 * seeded company nearest to Tallinn's centre, and its inbox gets requests from around Harju,
 * Rapla and Lääne-Viru county with its offers in every state (sent, accepted with the family's
 * contact revealed, declined, expired) besides new ones it has not opened. One request in Tartu
 * went to nobody near: it is not in the inbox. The families are fictional (example.ee mail).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../client';
import { distanceKm } from '#domain/rules/geo';
import { registryCheckDigit } from '#domain/rules/registry-code';
import { closingOf, tallinnIsoDay } from '#domain/inputs/service-requests';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** What the demo company offers at least, so every demo request matches it */
const DEMO_SERVICES = ['surnuvedu', 'matusetalitus', 'tuhastamine', 'kirstud-ja-urnid', 'peielaud'];

type MyOffer = 'sent' | 'accepted' | 'declined' | 'expired' | null;

interface DemoRequest {
  settlement: string;
  services: string[];
  /** Days from now; null: not known yet */
  funeralInDays: number | null;
  /** Sent this many hours ago */
  ageHours: number;
  budgetEuros: number | null;
  attendees: number | null;
  message: string;
  family: { name: string; email: string; phone: string | null };
  maxProviders: number;
  myOffer: MyOffer;
  /** Whether the provider has opened it */
  read?: boolean;
}

const REQUESTS: DemoRequest[] = [
  {
    settlement: 'Nõmme linnaosa',
    services: ['surnuvedu', 'tuhastamine'],
    funeralInDays: 6,
    ageHours: 3,
    budgetEuros: 1800,
    attendees: 25,
    message: 'Ema suri haiglas. Soovime tuhastamist ja lahkumist väikeses ringis.',
    family: { name: 'Kadri Tamm', email: 'kadri.tamm@example.ee', phone: '+372 5551 2034' },
    maxProviders: 5,
    myOffer: null,
  },
  {
    settlement: 'Keila linn',
    services: ['matusetalitus', 'kirstud-ja-urnid', 'peielaud'],
    funeralInDays: 9,
    ageHours: 20,
    budgetEuros: 3500,
    attendees: 60,
    message: 'Isa matus Keila kalmistul, peied umbes 60 inimesele.',
    family: { name: 'Margus Kask', email: 'margus.kask@example.ee', phone: '+372 5552 7781' },
    maxProviders: 4,
    myOffer: null,
  },
  {
    settlement: 'Rapla linn',
    services: ['surnuvedu', 'matusetalitus'],
    funeralInDays: null,
    ageHours: 30,
    budgetEuros: null,
    attendees: null,
    message: 'Kuupäev pole veel teada. Palun pakkuge transporti Tallinnast Raplasse ja talitust.',
    family: { name: 'Liis Saar', email: 'liis.saar@example.ee', phone: null },
    maxProviders: 3,
    myOffer: null,
    read: true,
  },
  {
    settlement: 'Tapa linn',
    services: ['tuhastamine', 'kirstud-ja-urnid'],
    funeralInDays: 11,
    ageHours: 50,
    budgetEuros: 1500,
    attendees: 15,
    message: 'Soovime lihtsat urni ja tuhastamist.',
    family: { name: 'Andres Mägi', email: 'andres.magi@example.ee', phone: '+372 5553 1190' },
    maxProviders: 5,
    myOffer: 'sent',
  },
  {
    settlement: 'Kesklinna linnaosa',
    services: ['matusetalitus', 'peielaud'],
    funeralInDays: 4,
    ageHours: 72,
    budgetEuros: 4000,
    attendees: 80,
    message: 'Vanaema matus Metsakalmistul, peied lähedal restoranis.',
    family: { name: 'Piret Lepik', email: 'piret.lepik@example.ee', phone: '+372 5554 6620' },
    maxProviders: 5,
    myOffer: 'accepted',
  },
  {
    settlement: 'Märjamaa alev',
    services: ['surnuvedu'],
    funeralInDays: 3,
    ageHours: 96,
    budgetEuros: 600,
    attendees: null,
    message: 'Vajame ainult surnuvedu Märjamaalt Tallinna krematooriumisse.',
    family: { name: 'Toomas Rebane', email: 'toomas.rebane@example.ee', phone: '+372 5555 3048' },
    maxProviders: 2,
    myOffer: 'declined',
  },
  {
    settlement: 'Saue linn',
    services: ['tuhastamine'],
    funeralInDays: 8,
    ageHours: 8 * 24,
    budgetEuros: 1200,
    attendees: 10,
    message: 'Tuhastamine ja urn, talitust ei soovi.',
    family: { name: 'Reet Kuusk', email: 'reet.kuusk@example.ee', phone: null },
    maxProviders: 5,
    myOffer: 'expired',
  },
];

/** A request far from the demo company: sent, but not to it */
const ELSEWHERE: DemoRequest = {
  settlement: 'Tartu linn',
  services: ['matusetalitus'],
  funeralInDays: 7,
  ageHours: 5,
  budgetEuros: 2500,
  attendees: 40,
  message: 'Matus Raadi kalmistul.',
  family: { name: 'Jaan Ilves', email: 'jaan.ilves@example.ee', phone: null },
  maxProviders: 5,
  myOffer: null,
};

const OFFER_TEXTS = {
  includes: 'Kirst või urn, surnuvedu, talituse korraldus, leinasaal 2 tunniks',
  message: 'Oleme teie lähedal ja saame aidata juba homsest. Helistage julgelt.',
};

const isoDay = (instant: number) => tallinnIsoDay(instant);

/**
 * Makes `userId` the owner of the seeded company nearest to Tallinn's centre and seeds the demo
 * requests around it; returns the company's id (null when the directory is not seeded).
 */
export function seedServiceRequests(
  database: Database,
  userId: number,
  now: number,
): number | null {
  const { sqlite } = database;
  const place = sqlite.prepare<[string], { id: number; lat: number; lon: number }>(
    "SELECT id, lat, lon FROM places WHERE name = ? AND level = 'settlement' ORDER BY id LIMIT 1",
  );
  const centre = place.get('Kesklinna linnaosa');
  const companies = sqlite
    .prepare<[], { id: number; lat: number; lon: number }>(
      'SELECT id, lat, lon FROM companies WHERE owner_user_id IS NULL AND lat IS NOT NULL',
    )
    .all();
  if (!centre || companies.length < 2) return null;
  const [mine, rival] = companies
    .map((c) => ({ ...c, km: distanceKm(c, centre) }))
    .sort((a, b) => a.km - b.km);
  const serviceId = sqlite
    .prepare<[string], number>('SELECT id FROM services WHERE slug = ?')
    .pluck();
  const insertRequest = sqlite
    .prepare(
      `INSERT INTO service_requests (token_hash, status, close_reason, place_id, funeral_date,
         attendees, budget_cents, message, contact_name, contact_email, contact_phone,
         max_providers, providers_asked, created_at, confirmed_at, closes_at, ended_at)
       VALUES (@tokenHash, @status, @closeReason, @placeId, @funeralDate, @attendees, @budget,
         @message, @name, @email, @phone, @maxProviders, @asked, @createdAt, @confirmedAt,
         @closesAt, @endedAt)
       RETURNING id`,
    )
    .pluck();
  const insertService = sqlite.prepare(
    'INSERT INTO request_services (request_id, service_id) VALUES (?, ?)',
  );
  const insertRecipient = sqlite.prepare(
    `INSERT INTO request_recipients (request_id, company_id, user_id, distance_km, alerted_at, channel, read_at)
     VALUES (?, ?, ?, ?, ?, 'email', ?)`,
  );
  const insertOffer = sqlite.prepare(
    `INSERT INTO request_offers (request_id, company_id, total_cents, includes, message, valid_until,
       status, created_at, decided_at)
     VALUES (@requestId, @companyId, @totalCents, @includes, @message, @validUntil, @status,
       @createdAt, @decidedAt)`,
  );

  function seed(
    r: DemoRequest,
    recipients: { id: number; lat: number; lon: number; user: number | null }[],
  ) {
    const at = place.get(r.settlement);
    if (!at) return;
    const createdAt = now - r.ageHours * HOUR;
    const confirmedAt = createdAt + 20 * 60_000;
    const funeralDate = r.funeralInDays === null ? null : isoDay(now + r.funeralInDays * DAY);
    const decidedAt = confirmedAt + 30 * HOUR;
    const status =
      r.myOffer === 'accepted' || r.myOffer === 'declined'
        ? 'accepted'
        : r.myOffer === 'expired'
          ? 'closed'
          : 'open';
    const id = Number(
      insertRequest.get({
        tokenHash: createHash('sha256').update(randomBytes(32)).digest('base64url'),
        status,
        closeReason: status === 'closed' ? 'age' : null,
        placeId: at.id,
        funeralDate,
        attendees: r.attendees,
        budget: r.budgetEuros === null ? null : r.budgetEuros * 100,
        message: r.message,
        name: r.family.name,
        email: r.family.email,
        phone: r.family.phone,
        maxProviders: r.maxProviders,
        asked: recipients.length,
        createdAt,
        confirmedAt,
        closesAt: closingOf(createdAt, funeralDate).closesAt,
        endedAt: status === 'open' ? null : status === 'closed' ? now - DAY : decidedAt,
      }),
    );
    for (const slug of r.services) insertService.run(id, serviceId.get(slug));
    for (const c of recipients) {
      const read = c.user === userId && (r.read || r.myOffer !== null) ? confirmedAt + HOUR : null;
      insertRecipient.run(id, c.id, c.user, distanceKm(c, at), confirmedAt, read);
    }
    if (r.myOffer === null) return;
    const offer = (companyId: number, euros: number, state: string) =>
      insertOffer.run({
        requestId: id,
        companyId,
        totalCents: euros * 100,
        ...OFFER_TEXTS,
        validUntil: isoDay(state === 'expired' ? now - DAY : now + 7 * DAY),
        status: state,
        createdAt: confirmedAt + 2 * HOUR,
        decidedAt: state === 'sent' ? null : state === 'expired' ? now - DAY : decidedAt,
      });
    const price = Math.round((r.budgetEuros ?? 2000) * 0.9);
    offer(mine!.id, price, r.myOffer);
    // the family took the rival's offer instead of this one
    if (r.myOffer === 'declined') offer(rival!.id, price - 60, 'accepted');
  }

  const setOwner = sqlite.prepare(
    'UPDATE companies SET owner_user_id = ?, verified_at = ?, registry_code = ? WHERE id = ?',
  );
  const first7 = String(1_090_000 + mine!.id);
  setOwner.run(userId, now - 30 * DAY, `${first7}${registryCheckDigit(first7)}`, mine!.id);
  const addService = sqlite.prepare(
    'INSERT OR IGNORE INTO company_services (company_id, service_id) VALUES (?, ?)',
  );
  for (const slug of DEMO_SERVICES) addService.run(mine!.id, serviceId.get(slug));
  sqlite
    .prepare(
      `INSERT OR IGNORE INTO provider_settings (company_id, radius_km, counties, services, push, email, updated_at)
       VALUES (?, 100, '[]', '[]', 1, 1, ?)`,
    )
    .run(mine!.id, now);
  const me = { ...mine!, user: userId };
  const other = { ...rival!, user: null };
  for (const r of REQUESTS) seed(r, r.myOffer === 'declined' ? [me, other] : [me]);
  seed(ELSEWHERE, []);
  return mine!.id;
}
