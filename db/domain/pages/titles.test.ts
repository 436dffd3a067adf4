import { describe, expect, it } from 'vitest';
import { noticeTitle } from './notice-titles';
import { documentTitle } from './titles';

describe('documentTitle', () => {
  it('appends the site name once', () => {
    expect(documentTitle('Mari Tamm')).toBe('Mari Tamm – Küünal');
    expect(documentTitle('Küünal – surmakuulutused ja mälestamine')).toBe(
      'Küünal – surmakuulutused ja mälestamine',
    );
    expect(documentTitle(null)).toBe('Küünal');
  });
});

describe('noticeTitle (the server and the app, #22)', () => {
  it('names the deceased with the dates they have', () => {
    const mari = { deceasedName: 'Mari Tamm', birthDate: '12.03.1940', deathDate: '02.11.2025' };
    expect(noticeTitle(mari)).toBe('Mari Tamm (12.03.1940 – 02.11.2025) – Küünal');
    expect(noticeTitle({ ...mari, birthDate: null })).toBe('Mari Tamm (02.11.2025) – Küünal');
    expect(noticeTitle({ ...mari, birthDate: null, deathDate: null })).toBe('Mari Tamm – Küünal');
  });
});
