/** PostgreSQL adapters: Prices, orders and payments, the admin's orders, images, the dashboard's figures */
import { createPgAdminOrderStore } from '../../routes/orders/admin-store.pg';
import { createPgPaymentStore } from '../../routes/orders/store.pg';
import { createPayments } from '../../services/payments';
import { createPgPricing } from '../../routes/pricing/store';
import { createPgImageStore } from '../../routes/uploads/store';
import { createPgStats } from '../stats.pg';
import type { PgStoreGroup } from './context';

export const ordersStores: PgStoreGroup<
  'pricing' | 'payments' | 'adminOrders' | 'images' | 'stats'
> = ({ deps, pool }) => {
  const pricing = createPgPricing(pool);
  return {
    pricing,
    /** The payment flow over the orders' port on PostgreSQL */
    payments: createPayments(deps, createPgPaymentStore(pool), pricing),
    adminOrders: createPgAdminOrderStore(pool, deps.mail),
    images: createPgImageStore(pool),
    stats: createPgStats(pool),
  };
};
