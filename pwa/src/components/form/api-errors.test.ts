import { describe, expect, it } from 'vitest';
import { placeApiError } from './api-errors';

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
