import { describe, expect, it } from 'vitest';
import { noticeInput } from '#domain/inputs/notice-input';
import { draftValues, formValues, initialValues } from './values';

const user = { name: 'Mari Maasikas', email: 'mari@example.ee', signature: 'Leinavad lapsed' };

describe('initialValues', () => {
  it('takes the signature, name and e-mail from the signed-in user', () => {
    expect(initialValues(1, user)).toEqual({
      type: 1,
      signature: 'Leinavad lapsed',
      adderName: 'Mari Maasikas',
      adderEmail: 'mari@example.ee',
      payerType: 'private',
    });
  });
  it('leaves them empty for a visitor', () => {
    expect(initialValues(0, null)).toMatchObject({ signature: '', adderName: '', adderEmail: '' });
  });
});

describe('formValues and draftValues', () => {
  it('fill every field of the form and round-trip a draft', () => {
    const form = formValues({ type: 2, deceasedName: 'Jaan Tamm', counties: [3], terms: true });
    expect(form).toMatchObject({ type: 2, deceasedName: 'Jaan Tamm', poem: '', privacy: false });
    expect(draftValues(form)).toMatchObject({ deceasedName: 'Jaan Tamm', counties: [3] });
    expect(draftValues(form).terms).toBe(true);
    expect(draftValues(form).privacy).toBeUndefined();
  });
  it('gives the shared schema what it needs once the required fields are in', () => {
    const form = formValues({
      ...initialValues(0, user),
      deceasedName: 'Jaan Tamm',
      deathDate: '02.11.2025',
      counties: [1],
      terms: true,
      privacy: true,
    });
    expect(noticeInput.safeParse(form).success).toBe(true);
    expect(noticeInput.safeParse({ ...form, terms: false }).success).toBe(false);
  });
});
