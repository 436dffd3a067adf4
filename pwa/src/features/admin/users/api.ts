/** The admin's user management calls (role 10), on the typed Hono client. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { Role } from '#domain/vocabulary/roles';
import { client, unwrap, unwrapEmpty } from '#pwa/lib/api';

const users = client.api.admin.users;
const user = users[':id'];

export type AdminUser = InferResponseType<typeof users.$get, 200>['items'][number];

export const adminApi = {
  users: (q: string, page: number) =>
    unwrap(users.$get({ query: q ? { q, page: String(page) } : { page: String(page) } })),
  setRole: (id: number, role: Role) =>
    unwrap(user.$patch({ param: { id: String(id) }, json: { role } })),
  deleteUser: (id: number) => unwrapEmpty(user.$delete({ param: { id: String(id) } })),
};

export const adminKeys = {
  users: () => ['admin', 'users'] as const,
  userPage: (q: string, page: number) => ['admin', 'users', q, page] as const,
};

export const adminQueries = {
  /** One page of the user search; the previous page stays shown while the next one loads. */
  users: (q: string, page: number) =>
    queryOptions({
      queryKey: adminKeys.userPage(q, page),
      queryFn: () => adminApi.users(q, page),
      placeholderData: keepPreviousData,
    }),
};

export const useAdminUsers = (q: string, page: number) => useQuery(adminQueries.users(q, page));
