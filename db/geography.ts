/**
 * Loads the EHAK counties, municipalities and settlements (db/data/ehak/*.csv) into
 * `counties` and `places`. County ids are 1..15 in the order of counties.csv.
 */
import { readFileSync } from 'node:fs';
import type { Database } from './client';
import { COUNTY_COUNT } from '#domain/inputs/limits';

const EHAK_DIR = new URL('./data/ehak/', import.meta.url);

/**
 * RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes; CRLF or LF line
 * ends; a BOM and a missing final newline are tolerated. Returns rows of fields, header included.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    field = '';
    // a blank line yields [''], which is not a row
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') endRow();
    else if (ch !== '\r') field += ch;
  }
  if (quoted) throw new Error('CSV: unterminated quoted field');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Reads an EHAK CSV as records keyed by its header, checking the columns it needs. */
function readEhak(file: string, columns: readonly string[]): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(new URL(file, EHAK_DIR), 'utf8'));
  const missing = columns.filter((c) => !header?.includes(c));
  if (!header || missing.length > 0) throw new Error(`${file}: missing ${missing.join(', ')}`);
  return rows.map((fields, n) => {
    if (fields.length !== header.length) throw new Error(`${file}: row ${n + 2} has wrong width`);
    return Object.fromEntries(header.map((name, c) => [name, fields[c]!]));
  });
}

function numeric(value: string | undefined, file: string): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n)) {
    throw new Error(`${file}: not a number: ${value}`);
  }
  return n;
}

interface PlaceSource {
  file: string;
  level: 'municipality' | 'settlement';
  code: string;
  name: string;
  municipality?: string;
}

const PLACE_SOURCES: readonly PlaceSource[] = [
  { file: 'municipalities.csv', level: 'municipality', code: 'OKOOD', name: 'ONIMI' },
  {
    file: 'settlements.csv',
    level: 'settlement',
    code: 'AKOOD',
    name: 'ANIMI',
    municipality: 'ONIMI',
  },
];

/** Loads counties and places in one transaction; does nothing when the counties are there. */
export function loadGeography(database: Database): void {
  const { sqlite } = database;
  const { n } = sqlite.prepare('SELECT count(*) AS n FROM counties').get() as { n: number };
  if (n === COUNTY_COUNT) return;

  const counties = readEhak('counties.csv', ['MKOOD', 'MNIMI', 'lat', 'lon']);
  if (counties.length !== COUNTY_COUNT) {
    throw new Error(`counties.csv: expected ${COUNTY_COUNT} rows, got ${counties.length}`);
  }
  const countyIds = new Map(counties.map((c, index) => [c.MKOOD!, index + 1]));

  const places = PLACE_SOURCES.flatMap(({ file, level, code, name, municipality }) => {
    const columns = [code, name, 'TYYP', 'MKOOD', 'lat', 'lon'];
    if (municipality) columns.push(municipality);
    return readEhak(file, columns).map((r) => {
      const countyId = countyIds.get(r.MKOOD!);
      if (countyId === undefined) throw new Error(`${file}: unknown county code ${r.MKOOD}`);
      const lat = numeric(r.lat, file);
      const lon = numeric(r.lon, file);
      const municipalityName = municipality ? r[municipality]! : null;
      return [
        level,
        r[code]!,
        r[name]!,
        numeric(r.TYYP, file),
        municipalityName,
        countyId,
        lat,
        lon,
      ];
    });
  });

  const insertCounty = sqlite.prepare(
    'INSERT INTO counties (id, code, name, lat, lon) VALUES (?, ?, ?, ?, ?)',
  );
  const insertPlace = sqlite.prepare(
    `INSERT INTO places (level, code, name, ehak_type, municipality_name, county_id, lat, lon)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  sqlite.transaction(() => {
    counties.forEach((c, index) => {
      const file = 'counties.csv';
      insertCounty.run(index + 1, c.MKOOD, c.MNIMI, numeric(c.lat, file), numeric(c.lon, file));
    });
    for (const row of places) insertPlace.run(row);
  })();
}
