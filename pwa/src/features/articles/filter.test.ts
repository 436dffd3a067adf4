import { describe, expect, it } from 'vitest';
import { isoOfDay } from '#domain/calendar/day-text';
import { dayText } from './days';
import { filterFromUrl, filterToSearch, toArticleQuery } from './filter';

const parse = (search: string) => filterFromUrl(new URLSearchParams(search));

describe('the article list filter in the URL', () => {
  it('reads a category 1–4 and the search words', () => {
    expect(parse('?kategooria=3&otsing=%20matus%20')).toEqual({ category: 3, text: 'matus' });
    expect(parse('')).toEqual({ category: null, text: '' });
  });

  it('drops an unknown category rather than failing', () => {
    for (const bad of ['0', '5', '12', 'tavad', '2.5', '-1', ''])
      expect(parse(`?kategooria=${bad}`).category, bad).toBeNull();
  });

  it('cuts overlong search words', () => {
    expect(parse(`?otsing=${'a'.repeat(500)}`).text).toHaveLength(100);
  });

  it('writes the defaults as nothing and round-trips a filter', () => {
    expect(filterToSearch({ category: null, text: '' })).toBe('');
    expect(filterToSearch({ category: 4, text: ' ' })).toBe('?kategooria=4');
    const search = filterToSearch({ category: 1, text: 'õnn & rõõm' });
    expect(parse(search)).toEqual({ category: 1, text: 'õnn & rõõm' });
  });

  it("gives the API's query (URL strings) without paging", () => {
    expect(toArticleQuery({ category: 2, text: 'kirik' })).toEqual({ category: '2', q: 'kirik' });
    expect(toArticleQuery({ category: null, text: '' })).toEqual({});
  });
});

describe('the review day', () => {
  it('shows YYYY-MM-DD as DD.MM.YYYY and reads it back', () => {
    expect(dayText('2026-03-01')).toBe('01.03.2026');
    expect(isoOfDay('01.03.2026')).toBe('2026-03-01');
    expect(isoOfDay(dayText('2024-02-29'))).toBe('2024-02-29');
  });

  it('gives nothing for what is not a real day', () => {
    expect(dayText(null)).toBe('');
    expect(dayText('2026-02-30')).toBe('');
    expect(isoOfDay('30.02.2026')).toBeNull();
    expect(isoOfDay('2026-03-01')).toBeNull();
  });
});
