/**
 * The poem bank on PostgreSQL (store.ts is the SQLite twin and holds the rules: which poems are
 * offered, the admin's view of a row, the audit entries). An update or delete locks the poem's
 * row first, so its audit entry's "before" is the row it changed.
 */
import type pg from 'pg';
import { POEM_LIMITS, type PoemInput } from '../../../../db/domain/poem-input';
import { likePattern } from '../../lib/placeholders';
import { recordAudit } from '../../stores/audit.pg';
import type { AuditActor } from '../../stores/audit';
import type { Port } from '../../stores/port';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import {
  type AdminPoemRow,
  INPUT_KEYS,
  poemAudit,
  type PoemRow,
  type PoemStore,
  poemYear,
  rowValues,
  toAdminPoem,
  usablePoems,
} from './store';

const POEM_COLUMNS = `p.id, p.body, p.title, p.author, p.author_death_year AS "authorDeathYear",
  p.folk, p.licence_grantor AS "licenceGrantor", p.licence_granted_on AS "licenceGrantedOn",
  p.licence_scope AS "licenceScope", p.mood, p.notice_types AS "noticeTypes"`;
const ADMIN_COLUMNS = `${POEM_COLUMNS}, p.active, p.created_at AS "createdAt",
  (SELECT count(*) FROM notices n WHERE n.poem_id = p.id)::int AS notices`;
// the pattern is lower-cased with its wildcards escaped (likePattern)
const MATCHES = `($1::text IS NULL OR lower(p.title) LIKE $1 ESCAPE '\\'
  OR lower(p.author) LIKE $1 ESCAPE '\\' OR lower(p.body) LIKE $1 ESCAPE '\\')`;

const active = statement(
  'poems_active',
  `SELECT ${POEM_COLUMNS} FROM poems p WHERE p.active ORDER BY p.id`,
);
const adminPage = statement(
  'poems_admin_page',
  `SELECT ${ADMIN_COLUMNS} FROM poems p WHERE ${MATCHES} ORDER BY p.id DESC LIMIT $2 OFFSET $3`,
);
const adminCount = statement('poems_admin_count', `SELECT count(*) FROM poems p WHERE ${MATCHES}`);
const adminOne = statement(
  'poems_admin_one',
  `SELECT ${ADMIN_COLUMNS} FROM poems p WHERE p.id = $1`,
);
const lockOne = statement('poems_lock_one', 'SELECT id FROM poems WHERE id = $1 FOR UPDATE');
// the columns of INPUT_KEYS, in its order (authorDeathYear: author_death_year)
const INPUT_COLUMNS = INPUT_KEYS.map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
const insert = statement(
  'poems_insert',
  `INSERT INTO poems (${INPUT_COLUMNS.join(', ')}, created_at)
   VALUES (${INPUT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, $${INPUT_COLUMNS.length + 1})
   RETURNING id`,
);
const update = statement(
  'poems_update',
  `UPDATE poems SET ${INPUT_COLUMNS.map((c, i) => `${c} = $${i + 1}`).join(', ')}
   WHERE id = $${INPUT_COLUMNS.length + 1}`,
);
// notices keep their poem's text; the foreign key drops only the attribution (set null)
const remove = statement('poems_delete', 'DELETE FROM poems WHERE id = $1');

/** The input's values in INPUT_KEYS' order (the types as a bit set) */
const inputValues = (input: PoemInput) => {
  const row = rowValues(input);
  return INPUT_KEYS.map((key) => row[key]);
};

/** The poem as the admin sees it, its row locked first when it is about to change */
async function adminPoem(q: Queryable, id: number, now: number, lock = false) {
  if (lock && !(await get(q, lockOne, [id]))) return null;
  const row = await get<AdminPoemRow>(q, adminOne, [id]);
  return row ? toAdminPoem(row, poemYear(now)) : null;
}

export function createPgPoemStore(pool: pg.Pool): Port<PoemStore> {
  return {
    adminList: (q, page, now) =>
      transaction(
        pool,
        async (client) => {
          const pattern = likePattern(q);
          const year = poemYear(now);
          const rows = await all<AdminPoemRow>(client, adminPage, [
            pattern,
            POEM_LIMITS.page,
            page * POEM_LIMITS.page,
          ]);
          return {
            items: rows.map((row) => toAdminPoem(row, year)),
            total: (await value<number>(client, adminCount, [pattern]))!,
          };
        },
        { isolation: 'repeatable read' },
      ),

    create: (input: PoemInput, actor: AuditActor, now: number) =>
      transaction(pool, async (client) => {
        const id = (await value<number>(client, insert, [...inputValues(input), now]))!;
        await recordAudit(client, poemAudit.create(actor, id, input, now));
        return (await adminPoem(client, id, now))!;
      }),

    update: (id, input, actor, now) =>
      transaction(pool, async (client) => {
        const before = await adminPoem(client, id, now, true);
        if (!before) return null;
        await run(client, update, [...inputValues(input), id]);
        const entry = poemAudit.update(actor, id, before, input, now);
        if (entry) await recordAudit(client, entry);
        return (await adminPoem(client, id, now))!;
      }),

    remove: (id, actor, now) =>
      transaction(pool, async (client) => {
        const before = await adminPoem(client, id, now, true);
        if (!before) return false;
        await run(client, remove, [id]);
        await recordAudit(client, poemAudit.remove(actor, id, before, now));
        return true;
      }),

    usable: async (now) => usablePoems(await all<PoemRow>(pool, active), now),
  };
}
