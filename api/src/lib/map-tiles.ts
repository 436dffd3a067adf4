/**
 * The directory map's optional tile layer (MAP_TILE_URL, decision 0085): the one place that
 * reads its URL template, for the pages' Content-Security-Policy (the tiles are images from
 * that origin, and only from it) and for GET /api/map (the template and its attribution).
 */

/** The attribution OpenStreetMap's tile usage policy asks for. */
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** A configured tile layer: Leaflet's URL template and the provider's attribution. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** scheme://host[:port] of a template; the host's labels may hold Leaflet's `{s}`-style keys. */
const TEMPLATE_ORIGIN = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/i;
const HOST_LABEL = /^[a-z0-9-]+$/;
const PLACEHOLDERS = /\{[a-z0-9_-]+\}/g;
const PORT = /^\d{1,5}$/;

/**
 * The CSP source that admits exactly the template's tiles: `https://tile.example.org`, or
 * `https://*.tile.openstreetmap.org` for `https://{s}.tile.openstreetmap.org/…` (a key in the
 * host's first label stands for any subdomain, the only wildcard CSP has). Null when the
 * template's origin cannot be one CSP source: a key beyond the first label, user info, or a
 * character a host cannot have (which would also break the header).
 */
export function tileOriginSource(template: string): string | null {
  const match = TEMPLATE_ORIGIN.exec(template);
  if (!match) return null;
  const [, scheme, authority] = match;
  const [host, port, ...rest] = authority!.toLowerCase().split(':');
  if (rest.length > 0 || (port !== undefined && !PORT.test(port))) return null;
  const labels = host!.split('.');
  const source = labels.map((label, index) => {
    const bare = label.replace(PLACEHOLDERS, '');
    if (bare === label) return HOST_LABEL.test(label) ? label : null;
    // a key: any subdomain, when the rest of the label is a host's too
    return index === 0 && (bare === '' || HOST_LABEL.test(bare)) ? '*' : null;
  });
  if (labels.length < 2 || source.some((label) => label === null)) return null;
  return `${scheme!.toLowerCase()}://${source.join('.')}${port === undefined ? '' : `:${port}`}`;
}

/** OpenStreetMap's own tile servers (tile.openstreetmap.org and its subdomains). */
function isOpenStreetMapTemplate(template: string): boolean {
  const source = tileOriginSource(template);
  if (!source) return false;
  const host = new URL(source.replace('*', 'x')).hostname;
  return host === 'openstreetmap.org' || host.endsWith('.openstreetmap.org');
}

/**
 * The tile layer from MAP_TILE_URL and MAP_TILE_ATTRIBUTION: the attribution defaults to
 * OpenStreetMap's for its servers; any other provider's must be given. Throws the problem.
 */
export function mapTilesFromEnv(
  url: string | undefined,
  attribution: string | undefined,
): MapTiles | null {
  if (!url) {
    if (attribution) throw new Error('MAP_TILE_ATTRIBUTION is set but MAP_TILE_URL is not');
    return null;
  }
  if (!tileOriginSource(url)) {
    throw new Error(
      'MAP_TILE_URL: its origin must be plain http(s)://host[:port], a {s}-style key only in the first label',
    );
  }
  const given = attribution ?? (isOpenStreetMapTemplate(url) ? OSM_ATTRIBUTION : undefined);
  if (!given) {
    throw new Error(
      "MAP_TILE_URL is not OpenStreetMap's: set MAP_TILE_ATTRIBUTION to the attribution its provider asks for",
    );
  }
  return { url, attribution: given };
}
