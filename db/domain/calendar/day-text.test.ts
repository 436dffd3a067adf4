import { describe, expect, it } from 'vitest';
import { dayOfIso, isoOfDay } from './day-text';

describe('isoOfDay and dayOfIso', () => {
  it('converts between DD.MM.YYYY and YYYY-MM-DD', () => {
    expect(isoOfDay('05.03.2026')).toBe('2026-03-05');
    expect(isoOfDay('30.02.2026')).toBeNull();
    expect(dayOfIso('2026-03-05')).toBe('05.03.2026');
  });
});
