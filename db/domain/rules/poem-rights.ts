/**
 * Which poems the poem bank may offer. Estonian copyright (autoriõiguse seadus) lasts the
 * author's life and 70 years after, counted from 1 January of the year after the death: a poem is free from 1 January of the 71st year after the year of death. Folk poetry
 * (rahvaluule) has no author's rights to clear. Any other poem is offered only with a recorded
 * licence: who granted it, when, and for what.
 */

/** Years of protection after the year of the author's death */
export const PROTECTION_YEARS = 70;

/** What the attribution line shows as the author of folk poetry */
export const FOLK_AUTHOR = 'rahvaluule';

export interface PoemRightsFields {
  author: string | null;
  authorDeathYear: number | null;
  folk: boolean;
  licenceGrantor: string | null;
  licenceGrantedOn: string | null;
  licenceScope: string | null;
}

/** The first year in which an author's works are free to use. */
export const freeFromYear = (deathYear: number) => deathYear + PROTECTION_YEARS + 1;

/** Free to use in `year`: folk poetry, or an author who died more than 70 years before. */
export function isFreeToUse(poem: PoemRightsFields, year: number): boolean {
  if (poem.folk) return true;
  return poem.authorDeathYear !== null && year >= freeFromYear(poem.authorDeathYear);
}

const filled = (value: string | null) => (value ?? '').trim() !== '';

/** A licence counts only when who granted it, when and its scope are all recorded. */
export const hasRecordedLicence = (poem: PoemRightsFields) =>
  filled(poem.licenceGrantor) && filled(poem.licenceGrantedOn) && filled(poem.licenceScope);

/** The licence as one short text ("scope (grantor, date)"), or null when none is recorded. */
export const licenceText = (poem: PoemRightsFields) =>
  hasRecordedLicence(poem)
    ? `${poem.licenceScope!.trim()} (${poem.licenceGrantor!.trim()}, ${poem.licenceGrantedOn!.trim()})`
    : null;

/** May the bank offer the poem in `year`: free to use, or protected with a recorded licence. */
export const isUsable = (poem: PoemRightsFields, year: number) =>
  isFreeToUse(poem, year) || hasRecordedLicence(poem);

/** The name in a poem's attribution line: its author, or "rahvaluule" for folk poetry. */
export const poemAuthorName = (poem: Pick<PoemRightsFields, 'author' | 'folk'>) =>
  poem.author?.trim() || (poem.folk ? FOLK_AUTHOR : '');
