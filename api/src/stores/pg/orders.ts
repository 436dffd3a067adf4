/** PostgreSQL adapters: Prices, orders and payments, the admin's orders, images, the dashboard's figures */
import type { Stores } from '..';
import { unported, type PgStoreGroup } from './context';

export const ordersStores: PgStoreGroup<
  'pricing' | 'payments' | 'adminOrders' | 'images' | 'stats'
> = () => ({
  pricing: unported<Stores['pricing']>('pricing'),
  payments: unported<Stores['payments']>('payments'),
  adminOrders: unported<Stores['adminOrders']>('adminOrders'),
  images: unported<Stores['images']>('images'),
  stats: unported<Stores['stats']>('stats'),
});
