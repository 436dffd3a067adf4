import { describe, expect, it } from 'vitest';
import { formatDay } from '#domain/calendar/dates';
import {
  EMPTY_REQUEST,
  type RequestFormValues,
  initialRequest,
  requestFormSchema,
  requestFormValues,
  toRequestInput,
} from './values';

const tomorrow = formatDay(Date.now() + 36 * 3600_000);

const filled: RequestFormValues = {
  ...EMPTY_REQUEST,
  services: [3, 1],
  placeId: 1234,
  funeralDate: ` ${tomorrow} `,
  attendees: '40',
  budgetEuros: '1500,50',
  message: '  Palun helistage õhtuti.  ',
  name: ' Mari Maasikas ',
  email: ' mari@example.ee ',
  phone: '',
  maxProviders: 3,
  terms: true,
  privacy: true,
};

/** The fields the schema finds a problem with, and the issue's key. */
function problems(values: RequestFormValues): Record<string, string> {
  const result = requestFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the service request form values', () => {
  it("starts with five providers and a signed-in user's name and e-mail", () => {
    expect(initialRequest(null)).toEqual(EMPTY_REQUEST);
    expect(EMPTY_REQUEST.maxProviders).toBe(5);
    expect(initialRequest({ name: 'Mari', email: 'mari@example.ee' })).toMatchObject({
      name: 'Mari',
      email: 'mari@example.ee',
      terms: false,
    });
  });

  it('maps the form to POST /api/requests: trimmed, numbers as numbers, blanks left out', () => {
    expect(toRequestInput(filled)).toEqual({
      services: [1, 3],
      placeId: 1234,
      funeralDate: tomorrow,
      attendees: 40,
      budgetEuros: 1500.5,
      message: 'Palun helistage õhtuti.',
      name: 'Mari Maasikas',
      email: 'mari@example.ee',
      maxProviders: 3,
      terms: true,
      privacy: true,
      website: '',
    });
    const bare = toRequestInput({
      ...filled,
      dateUnknown: true,
      attendees: ' ',
      budgetEuros: '',
      phone: ' 5555 1234 ',
    });
    expect(bare.funeralDate).toBeNull();
    expect(bare).not.toHaveProperty('attendees');
    expect(bare).not.toHaveProperty('budgetEuros');
    expect(bare.phone).toBe('5555 1234');
  });

  it('accepts a filled form and names each missing or wrong field', () => {
    expect(problems(filled)).toEqual({});
    expect(problems({ ...filled, dateUnknown: true, funeralDate: 'vale' })).toEqual({});
    expect(problems(EMPTY_REQUEST)).toMatchObject({
      services: 'required',
      placeId: 'required',
      funeralDate: 'required',
      name: 'required',
      email: 'required',
      terms: 'mustAccept',
      privacy: 'mustAccept',
    });
    expect(
      problems({
        ...filled,
        funeralDate: '01.01.2000',
        attendees: '0',
        budgetEuros: '12,345',
        message: 'x'.repeat(2001),
        email: 'mari',
      }),
    ).toEqual({
      funeralDate: 'invalid',
      attendees: 'invalid',
      budgetEuros: 'invalid',
      message: 'tooLong',
      email: 'email',
    });
  });

  it("rebuilds the form from a stored draft, ignoring what is not the form's", () => {
    expect(
      requestFormValues({ services: [2], placeId: 7, maxProviders: 8, junk: 1, name: 5 }),
    ).toEqual({
      ...EMPTY_REQUEST,
      services: [2],
      placeId: 7,
      maxProviders: 8,
    });
  });
});
