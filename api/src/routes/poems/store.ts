/**
 * The poem bank the notice wizard offers: its active poems that may be used (free to use or
 * licensed, db/domain/poem-rights.ts), oldest first, each with its attribution and rights, its
 * mood and the notice types it suits (the poem samples' filters, db/domain/poem-moods.ts); the
 * admin's list and changes, each change with its audit entry. Written once for both databases
 * (decision 0109): store.pg.ts only runs the flows on PostgreSQL.
 */
import type { Database } from '#db/client';
import { tallinnWallClock } from '#domain/calendar/dates';
import { POEM_LIMITS, type PoemInput } from '#domain/inputs/poem-input';
import {
  freeFromYear,
  isFreeToUse,
  isUsable,
  licenceText,
  poemAuthorName,
  type PoemRightsFields,
} from '#domain/rules/poem-rights';
import {
  type PoemMood,
  type PoemNoticeType,
  isPoemMood,
  noticeTypeBits,
  noticeTypesOf,
} from '#domain/vocabulary/poem-moods';
import { likePattern } from '../../lib/placeholders';
import { audited, type AuditActor, type AuditEntry, changedFields } from '../../stores/audit';
import { all, get, run, sql, sqliteDb, value, type Db, type Flow } from '../../stores/flow';

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

const INPUT_KEYS = [
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
const rowValues = (input: PoemInput) => ({
  ...input,
  noticeTypes: noticeTypeBits(input.noticeTypes),
});

/** A poem's row as the admin's list reads it (either database) */
interface AdminPoemRow extends Omit<AdminPoem, 'mood' | 'noticeTypes' | 'unusable' | 'freeFrom'> {
  mood: string;
  /** Bit set */
  noticeTypes: number;
}

/** The poem bank's year at `now`: it turns on Estonia's wall clock */
const poemYear = (now: number) => tallinnWallClock(now).year;

/** A row as the admin sees it in `year`: its use, whether it is offered, and when it frees */
const toAdminPoem = (row: AdminPoemRow, year: number): AdminPoem => ({
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
const poemAudit = {
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
type PoemRow = PoemRightsFields &
  Pick<Poem, 'id' | 'body' | 'title' | 'authorDeathYear' | 'folk'> & {
    mood: string;
    noticeTypes: number;
  };

/** The active poems the bank may offer at `now`, as it offers them */
function usablePoems(rows: PoemRow[], now: number): Poem[] {
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

const POEM_COLUMNS = `p.id, p.body, p.title, p.author, p.author_death_year AS "authorDeathYear",
  p.folk, p.licence_grantor AS "licenceGrantor", p.licence_granted_on AS "licenceGrantedOn",
  p.licence_scope AS "licenceScope", p.mood, p.notice_types AS "noticeTypes"`;
const ADMIN_COLUMNS = `${POEM_COLUMNS}, p.active, p.created_at AS "createdAt",
  CAST((SELECT count(*) FROM notices n WHERE n.poem_id = p.id) AS integer) AS notices`;
// the pattern is lower-cased with its wildcards escaped (likePattern)
const MATCHES = `(CAST($1 AS text) IS NULL OR lower(p.title) LIKE $1 ESCAPE '\\'
  OR lower(p.author) LIKE $1 ESCAPE '\\' OR lower(p.body) LIKE $1 ESCAPE '\\')`;

/** The flags as either database answers them (0/1 on SQLite, booleans on PostgreSQL) */
type Flagged<R> = Omit<R, 'folk' | 'active'> & { folk: number | boolean; active: number | boolean };

const active = sql<Flagged<PoemRow>, []>(
  'poems_active',
  `SELECT ${POEM_COLUMNS} FROM poems p WHERE p.active = true ORDER BY p.id`,
);
const adminPage = sql<Flagged<AdminPoemRow>, [string | null, number, number]>(
  'poems_admin_page',
  `SELECT ${ADMIN_COLUMNS} FROM poems p WHERE ${MATCHES} ORDER BY p.id DESC LIMIT $2 OFFSET $3`,
);
const adminCount = sql<{ total: number }, [string | null]>(
  'poems_admin_count',
  `SELECT count(*) AS total FROM poems p WHERE ${MATCHES}`,
);
const adminOne = sql<Flagged<AdminPoemRow>, [number]>(
  'poems_admin_one',
  `SELECT ${ADMIN_COLUMNS} FROM poems p WHERE p.id = $1`,
);
// an update or delete locks the poem's row first, so its audit entry's "before" is the row it
// changed (the SQLite transaction holds the file)
const lockOne = sql<never, [number]>('poems_lock_one', {
  sqlite: null,
  pg: 'SELECT id FROM poems WHERE id = $1 FOR UPDATE',
});
// the columns of INPUT_KEYS, in its order (authorDeathYear: author_death_year)
const INPUT_COLUMNS = INPUT_KEYS.map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
const insert = sql<{ id: number }, unknown[]>(
  'poems_insert',
  `INSERT INTO poems (${INPUT_COLUMNS.join(', ')}, created_at)
   VALUES (${INPUT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, $${INPUT_COLUMNS.length + 1})
   RETURNING id`,
);
const update = sql<never, unknown[]>(
  'poems_update',
  `UPDATE poems SET ${INPUT_COLUMNS.map((c, i) => `${c} = $${i + 1}`).join(', ')}
   WHERE id = $${INPUT_COLUMNS.length + 1}`,
);
// notices keep their poem's text; the foreign key drops only the attribution (set null)
const remove = sql<never, [number]>('poems_delete', 'DELETE FROM poems WHERE id = $1');

/** The input's values in INPUT_KEYS' order (the types as a bit set) */
const inputValues = (input: PoemInput) => {
  const row = rowValues(input);
  return INPUT_KEYS.map((key) => row[key]);
};

/** A row's flags as booleans */
const flags = <R>(row: Flagged<R>) =>
  ({ ...row, folk: Boolean(row.folk), active: Boolean(row.active) }) as unknown as R;

/** The poem as the admin sees it, its row locked first (PostgreSQL) when it is about to change */
function* adminPoem(id: number, now: number, lock = false): Flow<AdminPoem | null> {
  if (lock) yield* run(lockOne, id);
  const row = yield* get(adminOne, id);
  return row ? toAdminPoem(flags(row), poemYear(now)) : null;
}

/**
 * The poem bank on a database (decision 0109); `snapshot` runs the admin's list (its page and
 * total from one snapshot: PostgreSQL's repeatable read)
 */
export function poemStoreOf<Tx>(db: Db<Tx>, snapshot: Db<Tx> = db) {
  return {
    /** The admin's list: every poem (unusable ones too, with why), newest first, searchable */
    adminList: (q: string | undefined, page: number, now: number) =>
      snapshot.transaction(function* () {
        const pattern = likePattern(q);
        const year = poemYear(now);
        const rows = yield* all(adminPage, pattern, POEM_LIMITS.page, page * POEM_LIMITS.page);
        return {
          items: rows.map((row) => toAdminPoem(flags(row), year)),
          total: (yield* value(adminCount, pattern))!,
        };
      }),

    create: (input: PoemInput, actor: AuditActor, now: number) =>
      db.transaction(function* () {
        const { id } = (yield* get(insert, ...inputValues(input), now))!;
        yield* audited(poemAudit.create(actor, id, input, now));
        return (yield* adminPoem(id, now))!;
      }),

    /** Null for an unknown poem */
    update: (id: number, input: PoemInput, actor: AuditActor, now: number) =>
      db.transaction(function* () {
        const before = yield* adminPoem(id, now, true);
        if (!before) return null;
        yield* run(update, ...inputValues(input), id);
        const entry = poemAudit.update(actor, id, before, input, now);
        if (entry) yield* audited(entry);
        return (yield* adminPoem(id, now))!;
      }),

    /** Deletes a poem; the notices that used it keep its text without the attribution */
    remove: (id: number, actor: AuditActor, now: number) =>
      db.transaction(function* () {
        const before = yield* adminPoem(id, now, true);
        if (!before) return false;
        yield* run(remove, id);
        yield* audited(poemAudit.remove(actor, id, before, now));
        return true;
      }),

    /** The poems the bank may offer at `now` (the year turns on Estonia's wall clock). */
    usable: (now: number) =>
      db.read(function* () {
        return usablePoems((yield* all(active)).map(flags), now);
      }),
  };
}

/** The poem bank on SQLite */
export const createPoemStore = ({ sqlite }: Database) => poemStoreOf(sqliteDb(sqlite));
