import { describe, expect, it } from 'vitest';
import type { CompanyItem } from '../api';
import { clusterIndex } from './clusters';

const company = (id: number, lat: number | null, lon: number | null): CompanyItem => ({
  id,
  name: `Firma ${id}`,
  slug: `firma-${id}`,
  distanceKm: null,
  ferry: false,
  openNow: false,
  opensAt: null,
  closesAt: null,
  hoursKnown: false,
  temporarilyClosed: false,
  transport24: false,
  priceFrom: { cremation: null, burial: null },
  rating: null,
  reviewCount: 0,
  logo: null,
  lat,
  lon,
  verified: false,
});

const ESTONIA: [number, number, number, number] = [21, 57, 29, 60.5];

describe('map clusters', () => {
  const companies = [
    company(1, 59.437, 24.745), // Tallinn
    company(2, 59.44, 24.75),
    company(3, 59.43, 24.74),
    company(4, 58.38, 26.72), // Tartu
    company(5, null, null), // no position: not on the map
  ];

  it('groups near companies at a country zoom and parts them when zoomed in', () => {
    const index = clusterIndex(companies);
    const country = index.marks(ESTONIA, 6);
    const cluster = country.find((mark) => mark.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(country.filter((mark) => mark.kind === 'company')).toHaveLength(1);

    const street = index.marks(ESTONIA, 15);
    expect(street.every((mark) => mark.kind === 'company')).toBe(true);
    expect(street).toHaveLength(4);
    if (cluster?.kind === 'cluster') {
      expect(index.expansionZoom(cluster.id)).toBeGreaterThan(6);
    }
  });
});
