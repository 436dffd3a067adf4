/**
 * The social-sign-in reviewer (the original site's reviewUser; docs/accounts.md): localStorage
 * `reviewUser` = { token, user }, separate from the account. Only the lazy screens need it, so it
 * stays out of the first one.
 */
import { useSyncExternalStore } from 'react';
import type { Reviewer } from '#domain/inputs/auth';
import { type Stored, createStore } from './session';

export const isReviewer = (u: Record<string, unknown>): boolean =>
  typeof u.id === 'number' && typeof u.provider === 'string' && typeof u.name === 'string';

export const reviewerStore = createStore<Reviewer>('reviewUser', isReviewer);

export function useReviewer(): Stored<Reviewer> | null {
  return useSyncExternalStore(reviewerStore.subscribe, reviewerStore.get, reviewerStore.get);
}

export function signInReviewer(session: Stored<Reviewer>): void {
  reviewerStore.set(session);
}

export function signOutReviewer(): void {
  reviewerStore.set(null);
}
