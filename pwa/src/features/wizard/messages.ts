/**
 * The data step's top message (pure, unit-tested): what is wrong, named by the fields' labels.
 * Each field's own message comes from the form kit (components/form/issues.ts).
 */
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
 * What the message at the top of the data step says: "fill in the required fields" only
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
