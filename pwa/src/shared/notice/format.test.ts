import { describe, expect, it } from 'vitest';
import { countyNames } from './format';

describe('countyNames', () => {
  it('drops the "maakond" suffix', () => {
    expect(countyNames([{ name: 'Harju maakond' }, { name: 'Lääne-Viru maakond' }])).toBe(
      'Harju, Lääne-Viru',
    );
  });
});
