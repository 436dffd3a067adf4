/**
 * The data step's field messages (pure, unit-tested). The shared schema's issues are keys
 * ("required", "noticeDate"); a field may say it its own way (`fieldValidation.<field>.<key>`,
 * "Sisesta lahkunu nimi."), otherwise the general text (`validation.<key>`) speaks, with the
 * field's limits from NOTICE_LIMITS.
 */
import { NOTICE_LIMITS } from '../../../../db/domain/notice-input';

// a type, not an interface: i18next takes it as interpolation values
type Limits = { minimum?: number; maximum?: number };

const L = NOTICE_LIMITS;
const FIELD_LIMITS: Record<string, Limits> = {
  prefix: { maximum: L.prefixMax },
  deceasedName: { minimum: L.nameMin, maximum: L.nameMax },
  maidenName: { maximum: L.nameMax },
  suffix: { maximum: L.suffixMax },
  funeralInfo: { maximum: L.funeralInfoMax },
  signature: { minimum: 1, maximum: L.signatureMax },
  poem: { maximum: L.poemMax },
  businessName: { maximum: L.businessNameMax },
  businessAddress: { maximum: L.businessAddressMax },
  adderName: { minimum: 2, maximum: L.adderNameMax },
};

/** Issue keys the texts have a general message for; anything else reads as "invalid". */
const KNOWN = new Set([
  'required',
  'tooShort',
  'tooLong',
  'email',
  'noticeDate',
  'birthAfterDeath',
  'countyRequired',
  'regCode',
  'mustAccept',
  'type',
  'invalid',
]);

/** i18next keys, most specific first, and the values the message may use. */
export function fieldIssue(
  field: string,
  issue: string | undefined,
): { keys: string[]; values: Limits } {
  const key = issue && KNOWN.has(issue) ? issue : 'invalid';
  return {
    keys: [`fieldValidation.${field}.${key}`, `validation.${key}`],
    values: FIELD_LIMITS[field] ?? {},
  };
}

/** Issues that say a required answer is not given yet (rather than a wrong one). */
const MISSING = new Set(['required', 'countyRequired', 'mustAccept', 'type']);

/** The i18next key of a field's name, for the step's top message. */
export function fieldLabelKey(field: string): string {
  const keys: Record<string, string> = {
    counties: 'counties.legend',
    placeId: 'place.label',
    backgroundImageId: 'background.legend',
    portraitImageId: 'portrait.legend',
    payerType: 'sections.payer',
    terms: 'sections.consent',
    privacy: 'sections.consent',
  };
  return keys[field] ?? `fields.${field}`;
}

export interface FieldProblem {
  field: string;
  /** The schema's issue key, or undefined for the server's own words */
  issue: string | undefined;
}

/**
 * What the message at the top of the data step says (#19): "fill in the required fields" only
 * when that is the problem; a wrong value is named (the field and its message when it is the
 * only one, the fields otherwise), with the required ones when both are there.
 */
export type StepSummary =
  | { key: 'data.incomplete' }
  | { key: 'data.fixField'; field: string }
  | { key: 'data.fixFields' | 'data.incompleteAndFix'; fields: string[] };

export function stepSummary(problems: readonly FieldProblem[]): StepSummary {
  const missing = problems.some((p) => p.issue !== undefined && MISSING.has(p.issue));
  const wrong = [
    ...new Set(
      problems.filter((p) => p.issue === undefined || !MISSING.has(p.issue)).map((p) => p.field),
    ),
  ];
  if (wrong.length === 0) return { key: 'data.incomplete' };
  if (missing) return { key: 'data.incompleteAndFix', fields: wrong };
  if (wrong.length === 1) return { key: 'data.fixField', field: wrong[0]! };
  return { key: 'data.fixFields', fields: wrong };
}
