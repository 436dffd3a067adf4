/**
 * Prices, VAT rate and seller details from the settings table on PostgreSQL (jsonb values, read
 * parsed); the defaults and the reading of the values are store.ts's (pricingOf, sellerOf).
 */
import type pg from 'pg';
import type { Port } from '../../stores/port';
import { all, get, statement } from '../../stores/pg/sql';
import { pricingOf, PRICING_KEYS, sellerOf, type PricingStore } from './store';

const some = statement(
  'pricing_settings',
  'SELECT key, value FROM settings WHERE key = ANY($1::text[])',
);
const one = statement('pricing_setting', 'SELECT value FROM settings WHERE key = $1');

export function createPgPricing(pool: pg.Pool): Port<PricingStore> {
  return {
    async pricing() {
      const rows = await all<{ key: string; value: unknown }>(pool, some, [PRICING_KEYS]);
      const values = new Map(rows.map((row) => [row.key, row.value]));
      return pricingOf((key) => values.get(key));
    },
    async seller() {
      return sellerOf((await get<{ value: unknown }>(pool, one, ['seller']))?.value);
    },
  };
}
