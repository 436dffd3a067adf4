/**
 * How any screen names a notice's type and counties: the published card, the list cards and
 * the wizard's preview and the account's notice list write them the same way (pure, tested).
 */
import type { NoticeType } from '../../../../db/domain/notice-types';

export type TypeKey = 'funeral' | 'condolence' | 'memorial';

/** The `types.*` key of each stored type */
export const TYPE_KEYS: Record<NoticeType, TypeKey> = {
  0: 'funeral',
  1: 'condolence',
  2: 'memorial',
};

/** County names without the " maakond" suffix, joined: "Harju, Tartu". */
export function countyNames(counties: readonly { name: string }[]): string {
  return counties.map((c) => c.name.replace(/\s*maakond$/i, '')).join(', ');
}
