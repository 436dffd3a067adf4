/**
 * How any screen names a notice's type and counties: the published card, the list cards and
 * the wizard's preview and the account's notice list write them the same way (pure, tested).
 */
import type { NoticeType } from '#domain/vocabulary/notice-types';
import { countyName, type CountyNames } from '../counties/names';

export type TypeKey = 'funeral' | 'condolence' | 'memorial';

/** The `types.*` key of each stored type */
export const TYPE_KEYS: Record<NoticeType, TypeKey> = {
  0: 'funeral',
  1: 'condolence',
  2: 'memorial',
};

/**
 * County names in the reader's language (`local`: the texts' `counties`, by Estonian name),
 * without the Estonian " maakond" suffix, joined: "Harju, Tartu", "Harju County, Tartu County",
 * "Харьюмаа, Тартумаа". A name `local` does not know (Estonian, or already the reader's) stays.
 */
export function countyNames(
  counties: readonly { name: string }[],
  local: CountyNames = {},
): string {
  return counties.map((c) => countyName(c.name, local).replace(/\s*maakond$/i, '')).join(', ');
}
