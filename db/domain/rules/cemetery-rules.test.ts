import { describe, expect, it } from 'vitest';
import { CEMETERY_RULES, dateWarnings, warningTexts, type CemeteryRule } from './cemetery-rules';

const tallinn = { name: 'Tallinn', municipalityName: null };
const kesklinn = { name: 'Kesklinna linnaosa', municipalityName: 'Tallinn' };
const tartu = { name: 'Tartu linn', municipalityName: null };

describe('cemetery rules', () => {
  it('warns of Sundays and Mondays in Tallinn only', () => {
    // 14.06.2026 is a Sunday, 15.06 a Monday, 16.06 a Tuesday
    expect(dateWarnings(tallinn, '2026-06-14')).toEqual(['tallinn-municipal-weekdays']);
    expect(dateWarnings(kesklinn, '2026-06-15')).toEqual(['tallinn-municipal-weekdays']);
    expect(dateWarnings(tallinn, '2026-06-16')).toEqual([]);
    expect(dateWarnings(tartu, '2026-06-14')).toEqual([]);
  });

  it('warns of public holidays everywhere', () => {
    expect(dateWarnings(tartu, '2026-06-24')).toEqual(['public-holiday']);
    // Christmas Day 2028 is a Monday: both rules
    expect(dateWarnings(tallinn, '2028-12-25')).toEqual([
      'tallinn-municipal-weekdays',
      'public-holiday',
    ]);
  });

  it('reads rules as data and speaks every language', () => {
    const saturdays: CemeteryRule = {
      id: 'saturdays',
      municipalities: ['Tartu linn'],
      closedWeekdays: [6],
      text: { et: 'laupäev', en: 'Saturday', ru: 'суббота' },
    };
    expect(dateWarnings(tartu, '2026-06-20', [saturdays])).toEqual(['saturdays']);
    for (const rule of CEMETERY_RULES) {
      expect(warningTexts([rule.id], 'en')).toEqual([rule.text.en]);
      expect(Object.values(rule.text).every((text) => text.length > 0)).toBe(true);
    }
    expect(warningTexts(['unknown'], 'et')).toEqual([]);
  });
});
