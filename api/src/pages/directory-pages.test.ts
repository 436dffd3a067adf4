/** The directory's server-rendered pages: title, description, canonical slug URL, JSON-LD, 404. */
import { beforeAll, describe, expect, it } from 'vitest';
import { sameEveryDay } from '#domain/calendar/opening-hours';
import { insertCompany, insertService } from '#api-test/companies';
import { useTestServer } from '#api-test/harness';

const { server } = useTestServer();
const page = (path: string) => fetch(server.base + path, { redirect: 'manual' });
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const jsonLd = (html: string) => {
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
};

let companyId: number;
let serviceId: number;

beforeAll(async () => {
  serviceId = await insertService(server, 'Tuhastamine', 'tuhastamine');
  const place = (await server.sql.get(
    "SELECT id, county_id FROM places WHERE name = 'Viljandi linn' LIMIT 1",
  )) as { id: number; county_id: number };
  companyId = await insertCompany(server, {
    name: 'Kuusesalu Matusebüroo </script><b>',
    slug: 'kuusesalu-matuseburoo',
    description: 'Perefirma Viljandis: surnuvedu, tuhastamine ja leinasaal.',
    phone: '+372 5123 4567',
    address: 'Tallinna 5',
    placeId: place.id,
    countyId: place.county_id,
    lat: 58.36,
    lon: 25.59,
    hours: {
      week: {
        ...sameEveryDay({ kind: 'closed' }),
        E: {
          kind: 'intervals',
          intervals: [
            { from: '09:00', to: '12:00' },
            { from: '13:00', to: '17:00' },
          ],
        },
        L: { kind: 'allDay' },
      },
    },
    reviews: [2, 9],
  });
  await insertCompany(server, { name: 'Hinnanguteta Büroo', slug: 'hinnanguteta' });
});

describe('company pages', () => {
  it('carry the title, description, canonical slug URL and Open Graph, by id or slug', async () => {
    for (const path of [`/firma/${companyId}`, '/firma/kuusesalu-matuseburoo']) {
      const res = await page(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(
        'Kuusesalu Matusebüroo &lt;/script&gt;&lt;b&gt; – Küünal',
      );
      expect(meta(html, 'description')).toBe(
        'Perefirma Viljandis: surnuvedu, tuhastamine ja leinasaal.',
      );
      expect(canonical(html)).toBe('https://kyynal.test/firma/kuusesalu-matuseburoo');
      expect(meta(html, 'og:url')).toBe('https://kyynal.test/firma/kuusesalu-matuseburoo');
      expect(meta(html, 'og:title')).toContain('Kuusesalu Matusebüroo');
    }
  });

  it('describe the company as a schema.org FuneralHome, escaped inside its script', async () => {
    const html = await (await page(`/firma/${companyId}`)).text();
    expect(html.match(/<\/script><b>/g)).toBeNull();
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FuneralHome',
      name: 'Kuusesalu Matusebüroo </script><b>',
      url: 'https://kyynal.test/firma/kuusesalu-matuseburoo',
      description: 'Perefirma Viljandis: surnuvedu, tuhastamine ja leinasaal.',
      telephone: '+372 5123 4567',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Tallinna 5',
        addressLocality: 'Viljandi linn',
        addressRegion: 'Viljandi maakond',
        addressCountry: 'EE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 58.36, longitude: 25.59 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '09:00',
          closes: '12:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '13:00',
          closes: '17:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '00:00',
          closes: '23:59',
        },
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('leave out what is not known (no reviews, no hours, no address)', async () => {
    const data = jsonLd(await (await page('/firma/hinnanguteta')).text())!;
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'name', 'url']);
  });

  it('answer an unknown company with the not-found page (404)', async () => {
    for (const path of ['/firma/999999', '/firma/pole-olemas', '/firma/%3Cb%3E']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(meta(html, 'robots')).toBe('noindex');
      expect(jsonLd(html)).toBeUndefined();
    }
  });
});

describe('service pages', () => {
  it('carry the category name, description and canonical slug URL; 404 when unknown', async () => {
    const html = await (await page(`/teenus/${serviceId}`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Tuhastamine – Küünal');
    expect(meta(html, 'description')).toBe('Tuhastamine: kirjeldus');
    expect(canonical(html)).toBe('https://kyynal.test/teenus/tuhastamine');
    expect((await page('/teenus/pole-olemas')).status).toBe(404);
  });
});
