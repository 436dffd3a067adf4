/** The settings a new site starts with: prices, the VAT rate and the seller on invoices. */
import type { settings } from '../schema';

export const DEMO_SETTINGS: (typeof settings.$inferInsert)[] = [
  { key: 'price_private_cents', value: 2900 },
  { key: 'price_business_cents', value: 4900 },
  { key: 'vat_rate_bp', value: 2400 },
  {
    key: 'seller',
    value: {
      name: 'Küünal OÜ',
      regCode: '16543210',
      vatNo: 'EE102345678',
      address: 'Narva mnt 5, 10117 Tallinn',
      email: 'arved@kyynal.ee',
      iban: 'EE382200221020145685',
    },
  },
];
