import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, loginInput, registerInput } from '#domain/inputs/auth';
import { NOTICE_LIMITS, noticeInput } from '#domain/inputs/notice-input';
import { issueText, schemaLimits } from './issues';

const authLimits = schemaLimits(registerInput);
const noticeLimits = schemaLimits(noticeInput);

describe('schemaLimits', () => {
  it('reads each text field’s limits through defaults, pipes and refinements', () => {
    expect(authLimits).toEqual({
      name: { minimum: 2, maximum: 80 },
      email: { minimum: 1, maximum: EMAIL_MAX },
      password: { minimum: 8, maximum: 128 },
    });
    expect(noticeLimits.prefix).toEqual({ maximum: NOTICE_LIMITS.prefixMax });
    expect(noticeLimits.signature).toEqual({ minimum: 1, maximum: NOTICE_LIMITS.signatureMax });
    expect(noticeLimits.adderName).toEqual({ minimum: 2, maximum: NOTICE_LIMITS.adderNameMax });
  });

  it('leaves out what is not text (lists, numbers, choices, unions)', () => {
    for (const field of ['counties', 'placeId', 'payerType', 'terms', 'birthDate', 'type']) {
      expect(noticeLimits).not.toHaveProperty(field);
    }
  });
});

describe('issueText (account forms)', () => {
  it('gives the shared schemas’ keys with the field’s limits', () => {
    const result = registerInput.safeParse({ name: 'M', email: 'not-an-email', password: 'short' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        issue.path[0],
        issueText(String(issue.path[0]), issue.message, authLimits),
      ]),
    );
    expect(issues.name).toEqual({
      keys: ['fieldValidation.name.tooShort', 'validation.tooShort'],
      values: { minimum: 2, maximum: 80 },
    });
    expect(issues.email?.keys[1]).toBe('validation.email');
    expect(issues.password).toEqual({
      keys: ['fieldValidation.password.tooShort', 'validation.tooShort'],
      values: { minimum: 8, maximum: 128 },
    });
  });

  it('says "required" for an empty login', () => {
    const result = loginInput.safeParse({ email: '', password: '' });
    const keys = (result.error?.issues ?? []).map(
      (issue) => issueText('email', issue.message, authLimits).keys[1],
    );
    expect(keys).toEqual(['validation.required', 'validation.required']);
  });

  it('falls back to "invalid" for keys it has no text for', () => {
    expect(issueText('name', 'dateRange', authLimits).keys[1]).toBe('validation.invalid');
    expect(issueText('unknownField', undefined, authLimits)).toEqual({
      keys: ['fieldValidation.unknownField.invalid', 'validation.invalid'],
      values: {},
    });
  });
});

describe('issueText (the wizard)', () => {
  it("asks for the field's own message first, then the general one, with its limits", () => {
    expect(issueText('deceasedName', 'tooLong', noticeLimits)).toEqual({
      keys: ['fieldValidation.deceasedName.tooLong', 'validation.tooLong'],
      values: { minimum: 2, maximum: 120 },
    });
  });
  it('reads an unknown or missing issue as invalid', () => {
    expect(issueText('counties', 'county', noticeLimits).keys).toEqual([
      'fieldValidation.counties.invalid',
      'validation.invalid',
    ]);
    expect(issueText('poem', undefined, noticeLimits).keys[1]).toBe('validation.invalid');
  });
});
