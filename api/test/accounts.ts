/** Helpers for tests that sign users in: bearer headers, error bodies, fresh accounts. */
import { expect } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import type { ErrorBody } from '#api/lib/errors';
import { upsertAdmin } from '#api/services/admin-account';
import type { TestServer, Visitor } from './harness';

export const TEST_PASSWORD = 'küünla-valgus-öösel';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The error of an answer (a fetch Response or the typed client's). */
export async function errorOf(res: { json(): Promise<unknown> }): Promise<ErrorBody['error']> {
  return ((await res.json()) as ErrorBody).error;
}

let seq = 0;
export const uniqueEmail = () => `kasutaja${++seq}.${process.pid}@example.ee`;

/** Registers a new account through the API and returns its session. */
export async function registerUser(
  visitor: Visitor,
  { name = 'Mari Maasikas', email = uniqueEmail(), password = TEST_PASSWORD, headers = {} } = {},
): Promise<Session> {
  const res = await visitor.post('/api/auth/register', { name, email, password }, headers);
  expect(res.status).toBe(201);
  return (await res.json()) as Session;
}

export async function loginUser(
  visitor: Visitor,
  email: string,
  password: string,
): Promise<Session> {
  const res = await visitor.post('/api/auth/login', { email, password });
  expect(res.status).toBe(200);
  return (await res.json()) as Session;
}

/** Makes (or keeps) an admin account (role 10) and signs it in. */
export async function adminSession(
  server: TestServer,
  visitor: Visitor,
  { name = 'Haldur', email = 'haldur@example.ee', password = 'haldus-parool-2026' } = {},
): Promise<Session> {
  await upsertAdmin(server.stores.users, { name, email, password });
  return loginUser(visitor, email, password);
}

/** Gives an account a role (SQL on either database) */
export const setRole = (server: TestServer, userId: number, role: number) =>
  server.sql.run('UPDATE users SET role = ? WHERE id = ?', role, userId);
