/**
 * Who is signed in (docs/accounts.md): localStorage `user` = { token, user }, restored at start.
 * (Another tab's logout reaches this one as a 401 for the revoked token.) Part of the first screen,
 * so it is a bare external store (no zod); the reviewer's `reviewUser` (lib/reviewer.ts) uses the
 * same store with the lazy screens.
 */
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '#domain/inputs/auth';
import { readStorage, writeStorage } from './storage';

export interface Stored<U> {
  token: string;
  user: U;
}

/** Whether a parsed object has the fields the app reads. */
type Check = (value: Record<string, unknown>) => boolean;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored value, or null when it is missing, not JSON or not of the expected shape. */
export function parseStored<U>(raw: string | null, check: Check): Stored<U> | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.token !== 'string' || value.token === '') return null;
  if (!isRecord(value.user) || !check(value.user)) return null;
  return { token: value.token, user: value.user as U };
}

/** (A session stored before users had `company` has none: no company until the next sign-in.) */
export const isSessionUser: Check = (u) =>
  typeof u.id === 'number' &&
  typeof u.name === 'string' &&
  typeof u.email === 'string' &&
  typeof u.role === 'number' &&
  typeof u.signature === 'string';

export interface Store<U> {
  get(): Stored<U> | null;
  /** Stores only the token and the user of a session (docs/accounts.md), or forgets them */
  set(value: Stored<U> | null): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<U>(key: string, check: Check): Store<U> {
  let current = parseStored<U>(readStorage(key), check);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => current,
    set(value) {
      current = value && { token: value.token, user: value.user };
      writeStorage(key, current && JSON.stringify(current));
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const userStore = createStore<SessionUser>('user', isSessionUser);

export function useSession(): Stored<SessionUser> | null {
  return useSyncExternalStore(userStore.subscribe, userStore.get, userStore.get);
}

export function signOut(): void {
  userStore.set(null);
  // a provider's inbox read offline stays on the device otherwise (a shared phone)
  if ('caches' in globalThis) {
    void import('./sw-rules').then(({ CACHE_NAMES }) => caches.delete(CACHE_NAMES.requests));
  }
}
