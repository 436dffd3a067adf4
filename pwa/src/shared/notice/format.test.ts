import { describe, expect, it } from 'vitest';
import { countyNamesIn } from '#domain/vocabulary/county-names';
import { countyNames } from './format';

describe('countyNames', () => {
  it('drops the "maakond" suffix', () => {
    expect(countyNames([{ name: 'Harju maakond' }, { name: 'Lääne-Viru maakond' }])).toBe(
      'Harju, Lääne-Viru',
    );
  });

  it("names them in the reader's language", () => {
    const counties = [{ name: 'Harju maakond' }, { name: 'Lääne-Viru maakond' }];
    expect(countyNames(counties, countyNamesIn('en'))).toBe('Harju County, Lääne-Viru County');
    expect(countyNames(counties, countyNamesIn('ru'))).toBe('Харьюмаа, Ляэне-Вирумаа');
    // /api/counties answers already in the language
    expect(countyNames([{ name: 'Harju County' }], countyNamesIn('en'))).toBe('Harju County');
  });
});
