/** The admin's orders section (role 10) on the typed Hono client: key factory, queries, calls. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '#domain/inputs/order-admin';
import { client, unwrap } from '#pwa/lib/api';
import { httpCall } from '#pwa/lib/http';

const orders = client.api.admin.orders;
const order = orders[':id'];

/** The list's filters as the URL carries them (empty: not filtered) */
export interface OrderFilters {
  q: string;
  status: string;
  payerType: string;
  from: string;
  to: string;
  page: number;
}

const queryOf = ({ page, ...filters }: OrderFilters) => ({
  ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
  page: String(page),
});

export const ordersApi = {
  list: (filters: OrderFilters) => unwrap(orders.$get({ query: queryOf(filters) })),
  detail: (id: number): Promise<AdminOrderDetail> =>
    unwrap(order.$get({ param: { id: String(id) } })),
  refund: (
    id: number,
    body: { amountCents: number; reason: string; unpublish: boolean },
    idempotencyKey: string,
  ): Promise<AdminOrderDetail> =>
    unwrap(
      order.refund.$post({
        param: { id: String(id) },
        json: body,
        header: { 'idempotency-key': idempotencyKey },
      }),
    ),
  resendMail: (id: number): Promise<AdminOrderDetail> =>
    unwrap(order['resend-mail'].$post({ param: { id: String(id) } })),
  /** The invoice or receipt, fetched with the admin's session */
  document: (id: number): Promise<Blob> =>
    httpCall(async () => (await order['document.pdf'].$get({ param: { id: String(id) } })).blob()),
};

export const ordersKeys = {
  all: () => ['admin', 'orders'] as const,
  list: (filters: OrderFilters) => ['admin', 'orders', 'list', filters] as const,
  detail: (id: number) => ['admin', 'orders', 'detail', id] as const,
};

export const ordersQueries = {
  /** One page of the list; the previous page stays shown while the next one loads */
  list: (filters: OrderFilters) =>
    queryOptions({
      queryKey: ordersKeys.list(filters),
      queryFn: () => ordersApi.list(filters),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: ordersKeys.detail(id), queryFn: () => ordersApi.detail(id) }),
};

export const useOrders = (filters: OrderFilters) => useQuery(ordersQueries.list(filters));
export const useOrder = (id: number) => useQuery(ordersQueries.detail(id));
