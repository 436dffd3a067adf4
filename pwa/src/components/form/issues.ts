/**
 * From a validation issue to the words a form shows (pure, unit-tested). The shared zod schemas'
 * issue messages are keys ("tooShort", see db/domain/validation.ts); the limits a message
 * speaks of are read from the schema itself, so they are written once, in db/domain.
 */

// a type, not an interface: i18next takes it as interpolation values
type Limits = { minimum?: number; maximum?: number };
export type FieldLimits = Readonly<Record<string, Limits>>;

/** Issue keys the forms' texts have a general message for; anything else reads as "invalid". */
const FORM_ISSUES = new Set([
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

/** The parts of a zod 4 schema read here (its public `minLength`/`maxLength`, its def). */
interface SchemaNode {
  minLength?: number | null;
  maxLength?: number | null;
  _zod: { def: { type: string; innerType?: SchemaNode; in?: SchemaNode } };
}

/** The string schema under defaults, optionals and pipes, or null when there is none. */
function stringOf(node: SchemaNode | undefined): SchemaNode | null {
  while (node) {
    const def = node._zod.def;
    if (def.type === 'string') return node;
    node = def.innerType ?? def.in;
  }
  return null;
}

/** Each text field's length limits, from an object schema's `.min()`/`.max()` checks. */
export function schemaLimits(schema: { shape: Record<string, unknown> }): FieldLimits {
  const limits: Record<string, Limits> = {};
  for (const [field, node] of Object.entries(schema.shape)) {
    const text = stringOf(node as SchemaNode);
    if (!text) continue;
    const found: Limits = {};
    if (text.minLength != null) found.minimum = text.minLength;
    if (text.maxLength != null) found.maximum = text.maxLength;
    limits[field] = found;
  }
  return limits;
}

/**
 * The i18next keys for a field's issue, most specific first (a form may say it its own way:
 * `fieldValidation.<field>.<key>`, "Sisesta lahkunu nimi."), and the field's limits.
 */
export function issueText(
  field: string,
  issue: string | undefined,
  limits: FieldLimits,
): { keys: string[]; values: Limits } {
  const key = issue && FORM_ISSUES.has(issue) ? issue : 'invalid';
  return {
    keys: [`fieldValidation.${field}.${key}`, `validation.${key}`],
    values: limits[field] ?? {},
  };
}
