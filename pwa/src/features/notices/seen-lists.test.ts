import { beforeEach, describe, expect, it } from 'vitest';
import { SEEN_LISTS_MAX, rememberList, seenLists } from './seen-lists';

// a Storage for Node, as the browser's localStorage behaves
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
});

describe('the lists seen on this device (#18)', () => {
  it('keeps each list once, the newest first, and only a few', () => {
    rememberList({ url: '/surmakuulutused', label: 'Surmakuulutused' });
    rememberList({ url: '/malestuspaevad', label: 'Mälestuspäevad' });
    rememberList({ url: '/surmakuulutused', label: 'Surmakuulutused' });
    expect(seenLists().map((l) => l.url)).toEqual(['/surmakuulutused', '/malestuspaevad']);
    for (let i = 0; i < 10; i++) rememberList({ url: `/surmakuulutused?page=${i}`, label: 'S' });
    expect(seenLists()).toHaveLength(SEEN_LISTS_MAX);
    expect(seenLists()[0]!.url).toBe('/surmakuulutused?page=9');
  });

  it('ignores what is not a list of this site', () => {
    localStorage.setItem(
      'kyynal:seen-lists',
      JSON.stringify([
        { url: 'https://evil.example/', label: 'x' },
        { url: '/teated', label: 'T' },
        5,
      ]),
    );
    expect(seenLists()).toEqual([{ url: '/teated', label: 'T' }]);
    localStorage.setItem('kyynal:seen-lists', '{not json');
    expect(seenLists()).toEqual([]);
  });
});
