/** Builds notices row by row for tests that need exact data (the demo seed is for people). */
import { parseNoticeDate } from '#domain/calendar/dates';
import { nameSortKey } from '#domain/rules/estonian-sort';
import type { NoticeType } from '#domain/vocabulary/notice-types';
import type { NoticeStatus } from '#domain/vocabulary/statuses';
import type { Database } from '#db/client';
import { noticeCounties, notices } from '#db/schema';
import type { TestSql } from './test-database';

export interface NoticeFixture {
  type?: NoticeType;
  status?: NoticeStatus;
  deceasedName: string;
  maidenName?: string | null;
  birthDate?: string;
  deathDate?: string;
  prefix?: string;
  funeralInfo?: string;
  counties?: number[];
  publishedAt?: number;
}

/** The notice row a fixture describes */
function noticeValues(f: NoticeFixture) {
  const birth = f.birthDate ? parseNoticeDate(f.birthDate) : null;
  const death = f.deathDate ? parseNoticeDate(f.deathDate) : null;
  const status = f.status ?? 'published';
  return {
    type: f.type ?? 0,
    status,
    prefix: f.prefix ?? 'Mälestame',
    deceasedName: f.deceasedName,
    maidenName: f.maidenName ?? null,
    birthDate: birth?.text ?? null,
    birthDateSort: birth?.sort ?? null,
    deathDate: death?.text ?? null,
    deathDateSort: death?.sort ?? null,
    funeralInfo: f.funeralInfo ?? '',
    signature: 'Leinajad',
    adderName: 'Test Lisaja',
    adderEmail: 'lisaja@example.ee',
    nameSortKey: nameSortKey(f.deceasedName),
    publishedAt:
      status === 'published' ? (f.publishedAt ?? Date.parse('2026-06-01T10:00:00Z')) : null,
  };
}

/** A notice (and its counties) on the test server's database, whichever it is: its id */
export async function addNotice(sql: TestSql, f: NoticeFixture): Promise<number> {
  const values = noticeValues(f);
  const columns = Object.keys(values).map((key) =>
    key.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`),
  );
  const id = Number(
    await sql.value(
      `INSERT INTO notices (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
       RETURNING id`,
      ...Object.values(values),
    ),
  );
  for (const countyId of f.counties ?? [1]) {
    await sql.run('INSERT INTO notice_counties (notice_id, county_id) VALUES (?, ?)', id, countyId);
  }
  return id;
}

export function insertNotice(database: Database, f: NoticeFixture): number {
  const [row] = database.db
    .insert(notices)
    .values(noticeValues(f))
    .returning({ id: notices.id })
    .all();
  const id = row!.id;
  for (const countyId of f.counties ?? [1]) {
    database.db.insert(noticeCounties).values({ noticeId: id, countyId }).run();
  }
  return id;
}

/** The number a single-value query gives (a count, or one column of one row). */
export const queryNumber = (database: Database, sql: string, ...params: unknown[]) =>
  database.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as number;

/** The number a single-value query gives, on the test server's database whichever it is */
export const sqlNumber = async (sql: TestSql, text: string, ...params: unknown[]) =>
  Number(await sql.value(text, ...params));
