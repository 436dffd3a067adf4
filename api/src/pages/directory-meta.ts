/**
 * What a shared link or a search engine sees of the directory's pages before any JavaScript
 * runs: a service category's and a company's title, description and canonical (slug) URL, and
 * for a company the schema.org `FuneralHome` (a LocalBusiness) as JSON-LD.
 */
import type { DayHours, Weekday } from '#domain/calendar/opening-hours';
import { WEEKDAYS } from '#domain/calendar/opening-hours';
import { pagePath } from '#domain/pages/page-links';
import { WEEKDAY_NAMES } from '#domain/calendar/weekday-names';
import { documentTitle } from '#domain/pages/titles';
import { truncate } from '../lib/html';
import type { CompanyDetail } from '../routes/companies/store';
import type { Service } from '../routes/services/store';
import type { PageMeta } from './meta';

export function serviceMeta(service: Service): PageMeta {
  return {
    title: documentTitle(service.name),
    description: truncate(
      service.description ||
        `${service.name}: matusebürood ja teenusepakkujad üle Eesti, lähim esimesena.`,
      200,
    ),
    type: 'website',
    canonicalPath: pagePath('service', { id: service.slug }),
  };
}

export function companyMeta(company: CompanyDetail): PageMeta {
  const where = company.place ? `, ${company.place.name}` : '';
  return {
    title: documentTitle(company.name),
    description: truncate(
      company.description ||
        `${company.name}${where}: matuseteenused, lahtiolekuajad, hinnakiri ja arvustused.`,
      200,
    ),
    type: 'website',
    image: company.logo,
    canonicalPath: pagePath('company', { id: company.slug }),
  };
}

/** The week's known open hours as schema.org specifications (closed and unknown days have none). */
function openingHoursSpecification(week: Record<Weekday, DayHours>) {
  return WEEKDAYS.flatMap((day) => {
    const hours = week[day];
    const intervals =
      hours.kind === 'allDay'
        ? [{ from: '00:00', to: '23:59' }]
        : hours.kind === 'intervals'
          ? hours.intervals
          : [];
    return intervals.map(({ from, to }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${WEEKDAY_NAMES.en[day]}`,
      opens: from,
      closes: to === '24:00' ? '23:59' : to,
    }));
  });
}

/** The company as schema.org FuneralHome data (the page's JSON-LD, lib/html jsonLdScript) */
export function companyJsonLd(
  company: CompanyDetail,
  publicUrl: string,
  countyName: string | null,
): Record<string, unknown> {
  const absolute = (path: string) => `${publicUrl}${path}`;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'FuneralHome',
    name: company.name,
    url: absolute(pagePath('company', { id: company.slug })),
  };
  if (company.description) data.description = company.description;
  if (company.phone) data.telephone = company.phone;
  if (company.email) data.email = company.email;
  if (company.logo) data.logo = absolute(company.logo);
  if (company.address || company.place) {
    data.address = {
      '@type': 'PostalAddress',
      ...(company.address ? { streetAddress: company.address } : {}),
      ...(company.place ? { addressLocality: company.place.name } : {}),
      ...(countyName ? { addressRegion: countyName } : {}),
      addressCountry: 'EE',
    };
  }
  if (company.lat !== null && company.lon !== null) {
    data.geo = { '@type': 'GeoCoordinates', latitude: company.lat, longitude: company.lon };
  }
  const hours = openingHoursSpecification(company.hours.week);
  if (hours.length > 0) data.openingHoursSpecification = hours;
  if (company.reviewCount > 0 && company.rating !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: company.rating,
      reviewCount: company.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
