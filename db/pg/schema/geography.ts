/**
 * Geography: Estonia's counties and the EHAK municipalities and settlements.
 */
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, requiredRef } from './columns';

/** Ids 1..15 are given by the loader (db/geography.ts), as in SQLite: no identity */
export const counties = pgTable('counties', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});

export const places = pgTable(
  'places',
  {
    id: id(),
    level: text('level', { enum: ['municipality', 'settlement'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ehakType: integer('ehak_type').notNull(),
    municipalityName: text('municipality_name'),
    countyId: requiredRef('county_id', () => counties.id),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [
    uniqueIndex('places_level_code').on(t.level, t.code),
    index('places_name').on(t.name),
    index('places_county').on(t.countyId),
  ],
);
