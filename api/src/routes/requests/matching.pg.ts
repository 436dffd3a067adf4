/**
 * Matching on PostgreSQL (matching.ts says who a request goes to and chooses with `matchAmong`):
 * only the claimed companies whose counties include the place, or whose radius can reach it
 * (a latitude box, then the great-circle distance with a metre of slack), are read; matchAmong
 * measures again in JS, so the outcome is SQLite's to the last digit.
 */
import { EARTH_RADIUS_KM, KM_PER_DEGREE } from '../../../../db/domain/geo';
import { ROLES } from '../../../../db/domain/roles';
import { DEFAULT_PROVIDER_SETTINGS } from '../../../../db/domain/service-requests';
import { all, statement, type Queryable } from '../../stores/pg/sql';
import { matchAmong, type CandidateRow, type MatchTarget } from './matching';

/** Slack in km on the SQL side of the radius: float rounding may not drop a company at its edge */
const SLACK_KM = 0.001;

const candidates = statement(
  'requests_match_candidates',
  `WITH t AS (SELECT $2::int AS county, $3::float8 AS lat, $4::float8 AS lon,
     $5::int AS radius, $6::float8 AS km_per_degree, $7::float8 AS earth_km, $8::float8 AS slack)
   SELECT c.id, c.owner_user_id AS owner, c.lat, c.lon,
     (SELECT coalesce(jsonb_agg(cs.service_id), '[]'::jsonb) FROM company_services cs
       WHERE cs.company_id = c.id) AS services,
     ps.radius_km AS "radiusKm", ps.counties, ps.services AS chosen, ps.push, ps.email
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
);

/** The providers a request at `target` goes to, nearest first (read on `q`) */
export async function matchPg(q: Queryable, target: MatchTarget) {
  const rows = await all<CandidateRow>(q, candidates, [
    ROLES.provider,
    target.countyId,
    target.lat,
    target.lon,
    DEFAULT_PROVIDER_SETTINGS.radiusKm,
    KM_PER_DEGREE,
    EARTH_RADIUS_KM,
    SLACK_KM,
  ]);
  return matchAmong(rows, target);
}
