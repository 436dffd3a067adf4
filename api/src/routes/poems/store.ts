/**
 * The poem bank the notice wizard offers: its active poems that may be used (free to use or
 * licensed, db/domain/poem-rights.ts), oldest first, each with its attribution and rights, its
 * mood and the notice types it suits (the poem samples' filters, db/domain/poem-moods.ts).
 */
import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { tallinnWallClock } from '../../../../db/domain/dates';
import { POEM_LIMITS, type PoemInput } from '../../../../db/domain/poem-input';
import {
  freeFromYear,
  isFreeToUse,
  isUsable,
  licenceText,
  poemAuthorName,
  type PoemRightsFields,
} from '../../../../db/domain/poem-rights';
import {
  type PoemMood,
  type PoemNoticeType,
  isPoemMood,
  noticeTypeBits,
  noticeTypesOf,
} from '../../../../db/domain/poem-moods';
import { notices, poems } from '../../../../db/schema';
import { likePattern, param, setParams } from '../../lib/placeholders';
import { type AuditActor, type AuditEntry, type AuditLog, changedFields } from '../../stores/audit';

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

/** Why the bank does not offer a poem: switched off, or its rights are not cleared */
export type PoemUnusable = 'inactive' | 'protected' | 'noRights';

/** A poem as the admin's list and form see it: every field, its use and whether it is offered */
export interface AdminPoem extends PoemInput {
  id: number;
  /** Notices that carry it (their text stays when it is deleted) */
  notices: number;
  createdAt: number;
  /** Null when the bank offers it; otherwise why not */
  unusable: PoemUnusable | null;
  /** For a protected poem: the first year it is free to use */
  freeFrom: number | null;
}

/** Why a poem is not offered in `year`, or null */
function unusableReason(poem: PoemRightsFields & { active: boolean }, year: number) {
  if (isUsable(poem, year)) return poem.active ? null : 'inactive';
  return poem.authorDeathYear === null ? 'noRights' : 'protected';
}

export const INPUT_KEYS = [
  'title',
  'body',
  'author',
  'authorDeathYear',
  'folk',
  'licenceGrantor',
  'licenceGrantedOn',
  'licenceScope',
  'mood',
  'noticeTypes',
  'active',
] as const;

/** The input as the row stores it (the types as a bit set) */
export const rowValues = (input: PoemInput) => ({
  ...input,
  noticeTypes: noticeTypeBits(input.noticeTypes),
});

/** A poem's row as the admin's list reads it (either database) */
export interface AdminPoemRow extends Omit<
  AdminPoem,
  'mood' | 'noticeTypes' | 'unusable' | 'freeFrom'
> {
  mood: string;
  /** Bit set */
  noticeTypes: number;
}

/** The poem bank's year at `now`: it turns on Estonia's wall clock */
export const poemYear = (now: number) => tallinnWallClock(now).year;

/** A row as the admin sees it in `year`: its use, whether it is offered, and when it frees */
export const toAdminPoem = (row: AdminPoemRow, year: number): AdminPoem => ({
  ...row,
  mood: isPoemMood(row.mood) ? row.mood : 'memory',
  noticeTypes: noticeTypesOf(row.noticeTypes),
  unusable: unusableReason(row, year),
  freeFrom:
    !row.folk && row.authorDeathYear !== null && !isFreeToUse(row, year)
      ? freeFromYear(row.authorDeathYear)
      : null,
});

/** The admin's input fields of a poem (what an update compares) */
export const inputOf = (poem: AdminPoem): PoemInput =>
  Object.fromEntries(INPUT_KEYS.map((key) => [key, poem[key]])) as PoemInput;

/** The audit entries of the admin's changes; an update that changes nothing has none */
export const poemAudit = {
  create: (actor: AuditActor, id: number, input: PoemInput, now: number): AuditEntry => ({
    actor,
    action: 'poem.create',
    entityId: id,
    after: { ...input },
    at: now,
  }),
  update: (
    actor: AuditActor,
    id: number,
    before: AdminPoem,
    input: PoemInput,
    now: number,
  ): AuditEntry | null => {
    const change = changedFields(inputOf(before), input);
    if (Object.keys(change.after).length === 0) return null;
    return { actor, action: 'poem.update', entityId: id, ...change, at: now };
  },
  remove: (actor: AuditActor, id: number, poem: AdminPoem, now: number): AuditEntry => {
    const { title, author, folk, notices: used } = poem;
    return {
      actor,
      action: 'poem.delete',
      entityId: id,
      before: { title, author, folk, notices: used },
      at: now,
    };
  },
};

/** An active poem's row (the bank's columns) */
export type PoemRow = PoemRightsFields &
  Pick<Poem, 'id' | 'body' | 'title' | 'authorDeathYear' | 'folk'> & {
    mood: string;
    noticeTypes: number;
  };

/** The active poems the bank may offer at `now`, as it offers them */
export function usablePoems(rows: PoemRow[], now: number): Poem[] {
  const year = poemYear(now);
  return rows
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
}

export function createPoemStore({ db, sqlite }: Database, audit: AuditLog) {
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
  const adminColumns = {
    id: poems.id,
    title: poems.title,
    body: poems.body,
    author: poems.author,
    authorDeathYear: poems.authorDeathYear,
    folk: poems.folk,
    licenceGrantor: poems.licenceGrantor,
    licenceGrantedOn: poems.licenceGrantedOn,
    licenceScope: poems.licenceScope,
    mood: poems.mood,
    noticeTypes: poems.noticeTypes,
    active: poems.active,
    createdAt: poems.createdAt,
    notices: db.$count(notices, eq(notices.poemId, poems.id)),
  };
  const matches = or(
    sql`${param('q')} is null`,
    sql`lower(${poems.title}) like ${param('q')} escape '\\'`,
    sql`lower(${poems.author}) like ${param('q')} escape '\\'`,
    sql`lower(${poems.body}) like ${param('q')} escape '\\'`,
  );
  const adminPage = db
    .select(adminColumns)
    .from(poems)
    .where(matches)
    .orderBy(desc(poems.id))
    .limit(param('take'))
    .offset(param('offset'))
    .prepare();
  const adminCount = db.select({ n: count() }).from(poems).where(matches).prepare();
  const adminOne = db
    .select(adminColumns)
    .from(poems)
    .where(eq(poems.id, param('id')))
    .prepare();
  const insert = db
    .insert(poems)
    .values({ ...setParams(INPUT_KEYS), createdAt: param('now') })
    .returning({ id: poems.id })
    .prepare();
  const update = db
    .update(poems)
    .set(setParams(INPUT_KEYS))
    .where(eq(poems.id, param('id')))
    .prepare();
  // notices keep their poem's text; the foreign key drops only the attribution (set null)
  const remove = db
    .delete(poems)
    .where(eq(poems.id, param('id')))
    .prepare();

  const createTx = sqlite.transaction((input: PoemInput, actor: AuditActor, now: number) => {
    const { id } = insert.get({ ...rowValues(input), now })!;
    audit.record(poemAudit.create(actor, id, input, now));
    return toAdminPoem(adminOne.get({ id })!, poemYear(now));
  });
  const updateTx = sqlite.transaction(
    (id: number, input: PoemInput, actor: AuditActor, now: number): AdminPoem | null => {
      const row = adminOne.get({ id });
      if (!row) return null;
      update.run({ ...rowValues(input), id });
      const entry = poemAudit.update(actor, id, toAdminPoem(row, poemYear(now)), input, now);
      if (entry) audit.record(entry);
      return toAdminPoem(adminOne.get({ id })!, poemYear(now));
    },
  );
  const removeTx = sqlite.transaction((id: number, actor: AuditActor, now: number): boolean => {
    const row = adminOne.get({ id });
    if (!row) return false;
    remove.run({ id });
    audit.record(poemAudit.remove(actor, id, toAdminPoem(row, poemYear(now)), now));
    return true;
  });

  return {
    /** The admin's list: every poem (unusable ones too, with why), newest first, searchable */
    adminList(q: string | undefined, page: number, now: number) {
      const pattern = likePattern(q);
      const year = poemYear(now);
      return {
        items: adminPage
          .all({ q: pattern, take: POEM_LIMITS.page, offset: page * POEM_LIMITS.page })
          .map((row) => toAdminPoem(row, year)),
        total: adminCount.get({ q: pattern })!.n,
      };
    },
    create: (input: PoemInput, actor: AuditActor, now: number) => createTx(input, actor, now),
    /** Null for an unknown poem */
    update: (id: number, input: PoemInput, actor: AuditActor, now: number) =>
      updateTx(id, input, actor, now),
    /** Deletes a poem; the notices that used it keep its text without the attribution */
    remove: (id: number, actor: AuditActor, now: number) => removeTx(id, actor, now),
    /** The poems the bank may offer at `now` (the year turns on Estonia's wall clock). */
    usable: (now: number): Poem[] => usablePoems(active.all(), now),
  };
}
export type PoemStore = ReturnType<typeof createPoemStore>;
