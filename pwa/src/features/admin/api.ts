/** The admin's user management calls (role 10), on the typed Hono client. */
import type { InferResponseType } from 'hono/client';
import type { Role } from '../../../../db/domain/roles';
import { client, unwrap, unwrapEmpty } from '../../lib/api';

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
