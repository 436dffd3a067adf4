/**
 * How any screen names a notice's type and counties, and a poem's author and title: the
 * published card, the list cards, the wizard's preview and poem bank and the account's notice
 * list write them the same way (pure, tested).
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

/** The line under a poem taken from the poem bank: "— Author, Title". */
export function poemCreditLine(credit: { author: string; title: string }): string {
  return `— ${[credit.author, credit.title].filter(Boolean).join(', ')}`;
}
