import { describe, expect, it } from 'vitest';
import {
  initialNavState,
  isCardPath,
  isListPath,
  nextNavState,
  returnTarget,
  type NavState,
} from './navigation';

function walk(...paths: string[]): NavState {
  let state = initialNavState(paths[0]!);
  for (const path of paths.slice(1)) state = nextNavState(state, path);
  return state;
}

describe('list and card paths', () => {
  it('recognises every list path', () => {
    for (const path of [
      '/surmakuulutused',
      '/surmakuulutused/harju',
      '/arasaatmisteated',
      '/kaastundeavaldused',
      '/malestuspaevad/',
    ]) {
      expect(isListPath(path), path).toBe(true);
    }
    expect(isListPath('/')).toBe(false);
    expect(isListPath('/arasaatmisteade/5')).toBe(false);
  });
  it('recognises card paths', () => {
    expect(isCardPath('/arasaatmisteade/5')).toBe(true);
    expect(isCardPath('/kaastundeavaldus/7')).toBe(true);
    expect(isCardPath('/malestuspaev/9')).toBe(true);
    expect(isCardPath('/kaastundeavaldused')).toBe(false);
  });
});

describe('list sessions (docs/pwa.md, "list sessions")', () => {
  it('starts a new session when a list is entered from a non-card screen', () => {
    const start = initialNavState('/');
    const state = nextNavState(start, '/surmakuulutused');
    expect(state.listSession).toBe(start.listSession + 1);
    expect(returnTarget(state)).toBeNull();
  });

  it('keeps the session and names the card when returning from a card', () => {
    const onList = walk('/', '/surmakuulutused');
    const back = walk('/', '/surmakuulutused', '/arasaatmisteade/42', '/surmakuulutused');
    expect(back.listSession).toBe(onList.listSession);
    expect(returnTarget(back)).toBe(42);
  });

  it('keeps the session for any list entered from a card', () => {
    const state = walk('/kontakt', '/malestuspaev/7', '/kaastundeavaldused');
    expect(state.listSession).toBe(0);
    expect(returnTarget(state)).toBe(7);
  });

  it('resets when coming back to the list from another screen', () => {
    const state = walk('/surmakuulutused', '/arasaatmisteade/42', '/kontakt', '/surmakuulutused');
    expect(state.listSession).toBe(1);
    expect(returnTarget(state)).toBeNull();
  });

  it('resets when moving from one list to another', () => {
    const state = walk('/', '/surmakuulutused', '/surmakuulutused/harju');
    expect(state.listSession).toBe(2);
  });

  it('ignores search-only changes and trailing slashes', () => {
    const state = walk('/', '/surmakuulutused');
    expect(nextNavState(state, '/surmakuulutused/')).toBe(state);
  });

  it('has no return target when the card id is not numeric', () => {
    const state = walk('/', '/arasaatmisteade/abc', '/surmakuulutused');
    expect(returnTarget(state)).toBeNull();
  });
});
