/** Builds notices row by row for tests that need exact data (the demo seed is for people). */
import { parseNoticeDate } from '../../db/domain/dates';
import { nameSortKey } from '../../db/domain/estonian-sort';
import type { NoticeType } from '../../db/domain/notice-types';
import type { NoticeStatus } from '../../db/domain/statuses';
import type { Database } from '../../db/client';
import type { TestSql } from './harness';

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

/** A notice's row and its counties as SQL with `?` placeholders (the same on both databases) */
function noticeStatements(f: NoticeFixture) {
  const birth = f.birthDate ? parseNoticeDate(f.birthDate) : null;
  const death = f.deathDate ? parseNoticeDate(f.deathDate) : null;
  const status = f.status ?? 'published';
  const row = {
    type: f.type ?? 0,
    status,
    prefix: f.prefix ?? 'Mälestame',
    deceased_name: f.deceasedName,
    maiden_name: f.maidenName ?? null,
    birth_date: birth?.text ?? null,
    birth_date_sort: birth?.sort ?? null,
    death_date: death?.text ?? null,
    death_date_sort: death?.sort ?? null,
    funeral_info: f.funeralInfo ?? '',
    signature: 'Leinajad',
    adder_name: 'Test Lisaja',
    adder_email: 'lisaja@example.ee',
    name_sort_key: nameSortKey(f.deceasedName),
    published_at:
      status === 'published' ? (f.publishedAt ?? Date.parse('2026-06-01T10:00:00Z')) : null,
  };
  const columns = Object.keys(row);
  return {
    notice: [
      `INSERT INTO notices (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
       RETURNING id`,
      Object.values(row),
    ] as const,
    county: 'INSERT INTO notice_counties (notice_id, county_id) VALUES (?, ?)',
    counties: f.counties ?? [1],
  };
}

export function insertNotice(database: Database, f: NoticeFixture): number {
  const { notice, county, counties } = noticeStatements(f);
  const id = database.sqlite
    .prepare(notice[0])
    .pluck()
    .get(...notice[1]) as number;
  for (const countyId of counties) database.sqlite.prepare(county).run(id, countyId);
  return id;
}

/** insertNotice on the test server's database, whichever it is (server.sql) */
export async function addNotice(sql: TestSql, f: NoticeFixture): Promise<number> {
  const { notice, county, counties } = noticeStatements(f);
  const id = Number(await sql.value(notice[0], ...notice[1]));
  for (const countyId of counties) await sql.run(county, id, countyId);
  return id;
}

/** The number a single-value query gives (a count, or one column of one row). */
export const queryNumber = (database: Database, sql: string, ...params: unknown[]) =>
  database.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as number;
