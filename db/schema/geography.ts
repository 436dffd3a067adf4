/**
 * Geography: Estonia's counties and the EHAK municipalities and settlements.
 */
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, requiredRef } from './columns';

export const counties = sqliteTable('counties', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  lat: real('lat').notNull(),
  lon: real('lon').notNull(),
});

/** EHAK municipalities and settlements, for placing notices and companies without a geocoder. */
export const places = sqliteTable(
  'places',
  {
    id: id(),
    level: text('level', { enum: ['municipality', 'settlement'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** EHAK TYYP: 1 vald, 3 alev, 4 linn, 5 vallasisene linn, 6 linnaosa, 7 alevik, 8 küla, 9 asum */
    ehakType: integer('ehak_type').notNull(),
    municipalityName: text('municipality_name'),
    countyId: requiredRef('county_id', () => counties.id),
    lat: real('lat').notNull(),
    lon: real('lon').notNull(),
  },
  (t) => [
    uniqueIndex('places_level_code').on(t.level, t.code),
    index('places_name').on(t.name),
    index('places_county').on(t.countyId),
  ],
);
