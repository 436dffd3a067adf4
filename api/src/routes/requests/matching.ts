/**
 * Which providers a confirmed request goes to: claimed companies (an owner whose claim was
 * confirmed, with a position) that offer at least one wanted service among those their owner
 * chose, and whose service area covers the request's place (their counties, or else a radius
 * around the company), nearest first, up to the family's number. Claimed companies are few
 * (one per provider account): SQLite reads them whole, PostgreSQL only those whose counties or
 * radius box can cover the place (two texts of one statement, decision 0109); both choose among
 * them with `matchAmong`, which measures again in JS, so the outcome is SQLite's to the last digit.
 */
import { distanceKm, EARTH_RADIUS_KM, KM_PER_DEGREE, type LatLon } from '#domain/rules/geo';
import { ROLES } from '#domain/vocabulary/roles';
import { DEFAULT_PROVIDER_SETTINGS, type ProviderSettings } from '#domain/inputs/service-requests';
import { all, sql, type Flow } from '../../stores/flow';

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

/** Slack in km on PostgreSQL's side of the radius: float rounding may not drop a company at its edge */
const SLACK_KM = 0.001;

const CANDIDATE_COLUMNS = `c.id, c.owner_user_id AS owner, c.lat, c.lon,
     ps.radius_km AS "radiusKm", ps.counties, ps.services AS chosen, ps.push, ps.email`;
const candidates = sql<
  CandidateRow,
  [
    role: number,
    county: number,
    lat: number,
    lon: number,
    radius: number,
    kmPerDegree: number,
    earthKm: number,
    slack: number,
  ]
>('requests_match_candidates', {
  // every claimed company (they are few)
  sqlite: `SELECT ${CANDIDATE_COLUMNS},
       (SELECT json_group_array(service_id) FROM company_services WHERE company_id = c.id) AS services
     FROM companies c
     JOIN users u ON u.id = c.owner_user_id AND u.role >= $1
     LEFT JOIN provider_settings ps ON ps.company_id = c.id
     WHERE c.verified_at IS NOT NULL AND c.lat IS NOT NULL AND c.lon IS NOT NULL`,
  // only those whose counties include the place, or whose radius can reach it (a latitude box,
  // then the great-circle distance with the slack)
  pg: `WITH t AS (SELECT $2::int AS county, $3::float8 AS lat, $4::float8 AS lon,
     $5::int AS radius, $6::float8 AS km_per_degree, $7::float8 AS earth_km, $8::float8 AS slack)
   SELECT ${CANDIDATE_COLUMNS},
     (SELECT coalesce(jsonb_agg(cs.service_id), '[]'::jsonb) FROM company_services cs
       WHERE cs.company_id = c.id) AS services
   FROM t, companies c
   JOIN users u ON u.id = c.owner_user_id AND u.role >= $1
   LEFT JOIN provider_settings ps ON ps.company_id = c.id
   WHERE c.verified_at IS NOT NULL AND c.lat IS NOT NULL AND c.lon IS NOT NULL
     AND CASE WHEN jsonb_array_length(coalesce(ps.counties, '[]'::jsonb)) > 0
       THEN ps.counties @> to_jsonb(t.county)
       ELSE abs(c.lat - t.lat) * t.km_per_degree <= coalesce(ps.radius_km, t.radius) + t.slack
         AND 2 * t.earth_km * asin(least(1, sqrt(sin(radians(c.lat - t.lat) / 2) ^ 2
           + cos(radians(t.lat)) * cos(radians(c.lat)) * sin(radians(c.lon - t.lon) / 2) ^ 2)))
           <= coalesce(ps.radius_km, t.radius) + t.slack
     END`,
});

/** The providers a request at `target` goes to, nearest first: a step of its confirmation */
export function* matched(target: MatchTarget): Flow<MatchedProvider[]> {
  const rows = yield* all(
    candidates,
    ROLES.provider,
    target.countyId,
    target.lat,
    target.lon,
    DEFAULT_PROVIDER_SETTINGS.radiusKm,
    KM_PER_DEGREE,
    EARTH_RADIUS_KM,
    SLACK_KM,
  );
  return matchAmong(rows, target);
}
