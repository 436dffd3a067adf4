/**
 * Which providers a confirmed request goes to: claimed companies (an owner whose claim was
 * confirmed, with a position) that offer at least one wanted service among those their owner
 * chose, and whose service area covers the request's place (their counties, or else a radius
 * around the company), nearest first, up to the family's number. Claimed companies are few
 * (one per provider account): SQLite reads them whole, PostgreSQL (matching.pg.ts) only those
 * whose counties or radius box can cover the place; both choose among them with `matchAmong`.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { distanceKm, type LatLon } from '../../../../db/domain/geo';
import { ROLES } from '../../../../db/domain/roles';
import {
  DEFAULT_PROVIDER_SETTINGS,
  type ProviderSettings,
} from '../../../../db/domain/service-requests';

/** Where the request is and what it wants */
export interface MatchTarget extends LatLon {
  countyId: number;
  services: readonly number[];
  maxProviders: number;
}

export interface MatchedProvider {
  companyId: number;
  userId: number;
  distanceKm: number;
  settings: ProviderSettings;
}

/** Id lists as the databases keep them: JSON text (SQLite) or parsed jsonb (PostgreSQL) */
type Ids = string | readonly number[] | null;
/** Flags: 0/1 (SQLite) or booleans (PostgreSQL) */
type Flag = number | boolean | null;

/** A provider company's settings row as either database reads it; radiusKm null: no row */
export interface SettingsRow {
  radiusKm: number | null;
  counties: Ids;
  chosen: Ids;
  push: Flag;
  email: Flag;
}

/** A claimed company that may be matched: its position, services and settings row */
export interface CandidateRow extends SettingsRow {
  id: number;
  owner: number;
  lat: number;
  lon: number;
  services: Ids;
}

const idsOf = (ids: Ids): number[] =>
  ids === null ? [] : typeof ids === 'string' ? (JSON.parse(ids) as number[]) : [...ids];
const isOn = (flag: Flag) => flag === 1 || flag === true;

/** A provider company's settings row (or the defaults) as the API speaks of them */
export function settingsOf(row: SettingsRow): ProviderSettings {
  if (row.radiusKm === null) return { ...DEFAULT_PROVIDER_SETTINGS };
  return {
    radiusKm: row.radiusKm,
    counties: idsOf(row.counties),
    services: idsOf(row.chosen),
    push: isOn(row.push),
    email: isOn(row.email),
  };
}

/** The providers among `rows` the request goes to, nearest first, up to its number */
export function matchAmong(rows: readonly CandidateRow[], target: MatchTarget): MatchedProvider[] {
  const wanted = new Set(target.services);
  const matched: MatchedProvider[] = [];
  for (const row of rows) {
    const settings = settingsOf(row);
    const offered = idsOf(row.services);
    const chosen = settings.services.length
      ? offered.filter((s) => settings.services.includes(s))
      : offered;
    if (!chosen.some((s) => wanted.has(s))) continue;
    const distance = distanceKm(row, target);
    const covers = settings.counties.length
      ? settings.counties.includes(target.countyId)
      : distance <= settings.radiusKm;
    if (!covers) continue;
    matched.push({ companyId: row.id, userId: row.owner, distanceKm: distance, settings });
  }
  return matched
    .sort((a, b) => a.distanceKm - b.distanceKm || a.companyId - b.companyId)
    .slice(0, target.maxProviders);
}

export function createMatcher(sqlite: BetterSqlite3.Database) {
  const candidates = sqlite.prepare<[number], CandidateRow>(
    `SELECT c.id, c.owner_user_id AS owner, c.lat, c.lon,
       (SELECT json_group_array(service_id) FROM company_services WHERE company_id = c.id) AS services,
       ps.radius_km AS radiusKm, ps.counties, ps.services AS chosen, ps.push, ps.email
     FROM companies c
     JOIN users u ON u.id = c.owner_user_id AND u.role >= ?
     LEFT JOIN provider_settings ps ON ps.company_id = c.id
     WHERE c.verified_at IS NOT NULL AND c.lat IS NOT NULL AND c.lon IS NOT NULL`,
  );

  return (target: MatchTarget): MatchedProvider[] =>
    matchAmong(candidates.all(ROLES.provider), target);
}
