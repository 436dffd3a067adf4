import { describe, expect, it, vi } from 'vitest';
import { isReviewer } from './reviewer';
import { createStore, isSessionUser, parseStored } from './session';

const user = {
  id: 3,
  name: 'Mari Maasikas',
  email: 'mari@example.test',
  role: 1,
  signature: 'Leinajad',
};

describe('parseStored', () => {
  it('reads a stored session', () => {
    const raw = JSON.stringify({ token: 'abc', user });
    expect(parseStored(raw, isSessionUser)).toEqual({ token: 'abc', user });
  });

  it('drops fields it does not keep (e.g. expiresAt)', () => {
    const raw = JSON.stringify({ token: 'abc', expiresAt: 1, user });
    expect(parseStored(raw, isSessionUser)).toEqual({ token: 'abc', user });
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"token": "abc", '],
    ['the string "undefined"', 'undefined'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['no token', JSON.stringify({ user })],
    ['an empty token', JSON.stringify({ token: '', user })],
    ['no user', JSON.stringify({ token: 'abc' })],
    ['a user without a role', JSON.stringify({ token: 'abc', user: { ...user, role: undefined } })],
    [
      'a role that is not a number',
      JSON.stringify({ token: 'abc', user: { ...user, role: '10' } }),
    ],
  ])('gives null for %s', (_what, raw) => {
    expect(parseStored(raw, isSessionUser)).toBeNull();
  });

  it('checks a reviewer by its own shape', () => {
    const reviewer = { id: 1, provider: 'google', name: 'Test', email: null, avatarUrl: null };
    expect(parseStored(JSON.stringify({ token: 't', user: reviewer }), isReviewer)).toEqual({
      token: 't',
      user: reviewer,
    });
    expect(parseStored(JSON.stringify({ token: 't', user: { id: 1 } }), isReviewer)).toBeNull();
  });
});

describe('createStore', () => {
  it('notifies subscribers and keeps only token and user', () => {
    const store = createStore<typeof user>('test-user', isSessionUser);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get()).toBeNull();

    store.set({ token: 'abc', user, expiresAt: 5 } as never);
    expect(store.get()).toEqual({ token: 'abc', user });
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    store.set(null);
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
