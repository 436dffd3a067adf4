import { describe, expect, it } from 'vitest';
import { nextPage, nextPageSize, pageCount, pageParam } from './paging';

describe('paging', () => {
  it('finds the next page until the last', () => {
    expect(nextPage({ total: 45, page: 0, take: 20 })).toBe(1);
    expect(nextPage({ total: 45, page: 1, take: 20 })).toBe(2);
    expect(nextPage({ total: 45, page: 2, take: 20 })).toBeUndefined();
    expect(nextPage({ total: 40, page: 1, take: 20 })).toBeUndefined();
    expect(nextPage({ total: 0, page: 0, take: 20 })).toBeUndefined();
  });

  it('says how many the next page brings: a page, or what remains (#26)', () => {
    expect(nextPageSize(12, 75, 12)).toBe(12);
    expect(nextPageSize(12, 75, 60)).toBe(12);
    expect(nextPageSize(12, 75, 72)).toBe(3);
    expect(nextPageSize(12, 18, 12)).toBe(6);
    expect(nextPageSize(12, 12, 12)).toBe(0);
    expect(nextPageSize(12, 10, 12)).toBe(0);
  });

  it('counts pages, at least one', () => {
    expect(pageCount({ total: 0, take: 20 })).toBe(1);
    expect(pageCount({ total: 20, take: 20 })).toBe(1);
    expect(pageCount({ total: 21, take: 20 })).toBe(2);
    expect(pageCount({ total: 5, take: 0 })).toBe(5);
  });

  it('reads ?page= leniently', () => {
    expect(pageParam(null)).toBe(0);
    expect(pageParam('3')).toBe(3);
    expect(pageParam('-1')).toBe(0);
    expect(pageParam('x')).toBe(0);
    expect(pageParam('1e3')).toBe(0);
  });
});
