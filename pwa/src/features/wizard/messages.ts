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
