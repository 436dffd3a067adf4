/**
 * The poem bank the notice wizard offers: its active poems that may be used (free to use or
 * licensed, db/domain/poem-rights.ts), oldest first, each with its attribution and rights, its
 * mood and the notice types it suits (the poem samples' filters, db/domain/poem-moods.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { tallinnWallClock } from '../../../../db/domain/dates';
import {
  isFreeToUse,
  isUsable,
  licenceText,
  poemAuthorName,
} from '../../../../db/domain/poem-rights';
import {
  type PoemMood,
  type PoemNoticeType,
  isPoemMood,
  noticeTypesOf,
} from '../../../../db/domain/poem-moods';
import { poems } from '../../../../db/schema';

export interface Poem {
  id: number;
  body: string;
  author: string;
  title: string;
  authorDeathYear: number | null;
  folk: boolean;
  /** The recorded licence as one short text, or null */
  licence: string | null;
  /** Free to use (folk poetry or an author dead more than 70 years); otherwise licensed */
  free: boolean;
  mood: PoemMood;
  /** The notice types it suits: 1 funeral notice, 2 condolence, 3 memorial day */
  noticeTypes: PoemNoticeType[];
}

export function createPoemStore({ db }: Database) {
  const active = db
    .select({
      id: poems.id,
      body: poems.body,
      title: poems.title,
      author: poems.author,
      authorDeathYear: poems.authorDeathYear,
      folk: poems.folk,
      licenceGrantor: poems.licenceGrantor,
      licenceGrantedOn: poems.licenceGrantedOn,
      licenceScope: poems.licenceScope,
      mood: poems.mood,
      noticeTypes: poems.noticeTypes,
    })
    .from(poems)
    .where(eq(poems.active, true))
    .orderBy(poems.id)
    .prepare();
  return {
    /** The poems the bank may offer at `now` (the year turns on Estonia's wall clock). */
    usable(now: number): Poem[] {
      const { year } = tallinnWallClock(now);
      return active
        .all()
        .filter((poem) => isUsable(poem, year))
        .map((poem) => ({
          id: poem.id,
          body: poem.body,
          author: poemAuthorName(poem),
          title: poem.title,
          authorDeathYear: poem.authorDeathYear,
          folk: poem.folk,
          licence: licenceText(poem),
          free: isFreeToUse(poem, year),
          mood: isPoemMood(poem.mood) ? poem.mood : 'memory',
          noticeTypes: noticeTypesOf(poem.noticeTypes),
        }));
    },
  };
}
