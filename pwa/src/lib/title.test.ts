import { describe, expect, it } from 'vitest';
import { documentTitle } from './title';

describe('documentTitle', () => {
  it('appends the site name', () => {
    expect(documentTitle('Mari Tamm')).toBe('Mari Tamm – Küünal');
  });
  it('does not repeat the site name', () => {
    expect(documentTitle('Küünal – surmakuulutused ja mälestamine')).toBe(
      'Küünal – surmakuulutused ja mälestamine',
    );
    expect(documentTitle(null)).toBe('Küünal');
  });
});
