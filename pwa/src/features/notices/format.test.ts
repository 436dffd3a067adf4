import { describe, expect, it } from 'vitest';
import { clockTime, lifeSpan, publishedDay } from './format';

describe('lifeSpan', () => {
  it('joins both dates with an en dash', () => {
    expect(lifeSpan('12.03.1941', '02.11.2025')).toBe('12.03.1941 – 02.11.2025');
  });
  it('keeps a year-only date as typed', () => {
    expect(lifeSpan('1941', '02.11.2025')).toBe('1941 – 02.11.2025');
  });
  it('shows one side alone or nothing', () => {
    expect(lifeSpan(null, '02.11.2025')).toBe('02.11.2025');
    expect(lifeSpan('', null)).toBe('');
  });
});

describe('publishedDay and clockTime', () => {
  it('formats in Estonian time', () => {
    // 22:30 UTC on 1 Nov is already 2 Nov in Tallinn (UTC+2)
    const instant = Date.UTC(2025, 10, 1, 22, 30);
    expect(publishedDay(instant)).toBe('02.11.2025');
    expect(clockTime(instant)).toBe('00:30');
  });
});
