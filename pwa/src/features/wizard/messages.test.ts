import { describe, expect, it } from 'vitest';
import { fieldLabelKey, stepSummary } from './messages';

describe('stepSummary (the top message, #19)', () => {
  it('asks to fill in the required fields only when something required is missing', () => {
    expect(
      stepSummary([
        { field: 'deceasedName', issue: 'required' },
        { field: 'counties', issue: 'countyRequired' },
        { field: 'terms', issue: 'mustAccept' },
      ]),
    ).toEqual({ key: 'data.incomplete' });
  });
  it('names the one wrong field when nothing is missing (a long poem, a 7-digit code)', () => {
    expect(stepSummary([{ field: 'poem', issue: 'tooLong' }])).toEqual({
      key: 'data.fixField',
      field: 'poem',
    });
    expect(stepSummary([{ field: 'businessRegCode', issue: 'regCode' }])).toEqual({
      key: 'data.fixField',
      field: 'businessRegCode',
    });
    // the server's own words count as a wrong value too
    expect(stepSummary([{ field: 'adderEmail', issue: undefined }]).key).toBe('data.fixField');
  });
  it('lists the wrong fields, with the missing ones said too', () => {
    const wrong = [
      { field: 'poem', issue: 'tooLong' },
      { field: 'businessRegCode', issue: 'regCode' },
    ];
    expect(stepSummary(wrong)).toEqual({
      key: 'data.fixFields',
      fields: ['poem', 'businessRegCode'],
    });
    expect(stepSummary([...wrong, { field: 'signature', issue: 'required' }])).toEqual({
      key: 'data.incompleteAndFix',
      fields: ['poem', 'businessRegCode'],
    });
  });
  it('names every field by a label the texts have', () => {
    expect(fieldLabelKey('poem')).toBe('fields.poem');
    expect(fieldLabelKey('counties')).toBe('counties.legend');
    expect(fieldLabelKey('terms')).toBe('sections.consent');
  });
});
