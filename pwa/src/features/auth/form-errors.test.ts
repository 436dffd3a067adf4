import { describe, expect, it } from 'vitest';
import { loginInput, registerInput } from '../../../../db/domain/auth';
import { issueText, placeApiError } from './form-errors';

describe('issueText', () => {
  it('gives the shared schemas’ keys with the field’s limits', () => {
    const result = registerInput.safeParse({ name: 'M', email: 'not-an-email', password: 'short' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        issue.path[0],
        issueText(issue.message, String(issue.path[0])),
      ]),
    );
    expect(issues.name).toEqual({
      key: 'validation.tooShort',
      values: { minimum: 2, maximum: 80 },
    });
    expect(issues.email?.key).toBe('validation.email');
    expect(issues.password).toEqual({
      key: 'validation.tooShort',
      values: { minimum: 8, maximum: 128 },
    });
  });

  it('says "required" for an empty login', () => {
    const result = loginInput.safeParse({ email: '', password: '' });
    const keys = (result.error?.issues ?? []).map((issue) => issueText(issue.message, 'email').key);
    expect(keys).toEqual(['validation.required', 'validation.required']);
  });

  it('falls back to "invalid" for keys it has no text for', () => {
    expect(issueText('dateRange', 'name').key).toBe('validation.invalid');
    expect(issueText(undefined, 'unknownField')).toEqual({ key: 'validation.invalid', values: {} });
  });
});

describe('placeApiError', () => {
  const fields = ['name', 'email', 'password'];

  it('puts 422 field messages on their fields, nothing for the form', () => {
    const error = {
      code: 'validation',
      message: 'Kontrolli välju.',
      fields: { password: 'See parool on liiga levinud.' },
    };
    expect(placeApiError(error, fields)).toEqual({
      fields: [['password', 'See parool on liiga levinud.']],
      formMessage: null,
    });
  });

  it('puts an error code on the field it belongs to', () => {
    const error = { code: 'email_taken', message: 'Konto on juba olemas.', fields: {} };
    expect(placeApiError(error, fields, { email_taken: 'email' })).toEqual({
      fields: [['email', 'Konto on juba olemas.']],
      formMessage: null,
    });
  });

  it('keeps the message for the form when no field takes it, or some field is unknown', () => {
    const throttled = { code: 'login_throttled', message: 'Proovi 30 sekundi pärast.', fields: {} };
    expect(placeApiError(throttled, fields)).toEqual({
      fields: [],
      formMessage: throttled.message,
    });
    const odd = {
      code: 'validation',
      message: 'Vigane päring.',
      fields: { name: 'Lühike.', locale: 'x' },
    };
    expect(placeApiError(odd, fields)).toEqual({
      fields: [['name', 'Lühike.']],
      formMessage: odd.message,
    });
  });
});
