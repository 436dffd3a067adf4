import { describe, expect, it } from 'vitest';
import { countyNames, poemCreditLine } from './format';

describe('countyNames', () => {
  it('drops the "maakond" suffix', () => {
    expect(countyNames([{ name: 'Harju maakond' }, { name: 'Lääne-Viru maakond' }])).toBe(
      'Harju, Lääne-Viru',
    );
  });
});

describe('poemCreditLine', () => {
  it('writes the author and title after a dash, leaving out an empty part', () => {
    expect(poemCreditLine({ author: 'Juhan Liiv', title: 'Sinuga ja sinuta' })).toBe(
      '— Juhan Liiv, Sinuga ja sinuta',
    );
    expect(poemCreditLine({ author: 'rahvaluule', title: '' })).toBe('— rahvaluule');
  });
});
