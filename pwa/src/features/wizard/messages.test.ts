import { describe, expect, it } from 'vitest';
import { fieldIssue } from './messages';

describe('fieldIssue', () => {
  it("asks for the field's own message first, then the general one, with its limits", () => {
    expect(fieldIssue('deceasedName', 'tooLong')).toEqual({
      keys: ['fieldValidation.deceasedName.tooLong', 'validation.tooLong'],
      values: { minimum: 2, maximum: 120 },
    });
  });
  it('reads an unknown or missing issue as invalid', () => {
    expect(fieldIssue('counties', 'county').keys).toEqual([
      'fieldValidation.counties.invalid',
      'validation.invalid',
    ]);
    expect(fieldIssue('poem', undefined).keys[1]).toBe('validation.invalid');
  });
});
