/**
 * The server side of `npm run bench`, run in its own process so the load generator does not
 * share its CPU: builds a temporary database of BENCH_NOTICES published notices, then serves
 * the real app and, on a second port, a bare Hono hello-world route for comparison. With
 * BENCH_DIST set to a built PWA (dist/), pages are rendered from its index.html as in production.
 * It also holds BENCH_COMPANIES directory companies (scripts/bench-directory.ts).
 * Prints one JSON line with the ports and sample data, then serves until killed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { createApp } from '#api/app';
import { createMailer } from '#api/services/mail';
import { createDiskBlobStore } from '#api/services/blobs';
import { createMailOutbox } from '#api/services/mail-outbox';
import { sqliteMailOutbox } from '#api/stores/mail-outbox';
import { listen } from '#api/server';
import { nameSortKey } from '#domain/rules/estonian-sort';
import { noticePath, type NoticeType } from '#domain/vocabulary/notice-types';
import { makeNotice } from '#db/seed/notices';
import { createRng } from '#db/seed/random';
import { openDataDir } from '#db/setup';
import { BENCH_SECRET } from './bench-common';
import { buildBenchDirectory } from './bench-directory';

const total = Number(process.env.BENCH_NOTICES ?? 100_000);
const companies = Number(process.env.BENCH_COMPANIES ?? 10_000);
const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-bench-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));

const { database } = openDataDir(dir);

const started = performance.now();
const insertNotice = database.sqlite.prepare(
  `INSERT INTO notices (type, status, prefix, deceased_name, maiden_name, birth_date, birth_date_sort,
     death_date, death_date_sort, suffix, funeral_info, signature, poem, adder_name, adder_email,
     payer_type, name_sort_key, views, candles, replies, created_at, published_at)
   VALUES (@type, 'published', @prefix, @deceasedName, @maidenName, @birthDate, @birthDateSort,
     @deathDate, @deathDateSort, @suffix, @funeralInfo, @signature, @poem, @adderName, @adderEmail,
     @payerType, @nameSortKey, @views, @candles, 0, @publishedAt, @publishedAt)`,
);
const insertCounty = database.sqlite.prepare(
  'INSERT INTO notice_counties (notice_id, county_id) VALUES (?, ?)',
);
const now = Date.now();
const rng = createRng(2026);
database.sqlite.transaction(() => {
  for (let i = 0; i < total; i++) {
    const n = makeNotice(rng, { publishedFrom: now - 10 * 365 * 86_400_000, publishedTo: now });
    const id = insertNotice.run({
      ...n,
      nameSortKey: nameSortKey(n.deceasedName),
      views: Math.floor(rng() * 500),
      candles: Math.floor(rng() * 60),
    }).lastInsertRowid;
    for (const county of n.counties) insertCounty.run(id, county);
  }
})();
const directory = buildBenchDirectory(database.sqlite, companies, rng);
database.sqlite.pragma('optimize');
// a live database is checkpointed as it goes; one 100k-row transaction leaves a huge WAL
database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
const buildMs = Math.round(performance.now() - started);

let distDir = process.env.BENCH_DIST;
if (!distDir) {
  distDir = path.join(dir, 'dist');
  mkdirSync(distDir);
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>Küünal</title><!--app-head-->',
  );
}
const app = createApp({
  database,
  distDir,
  uploadsDir: dir,
  blobs: createDiskBlobStore(dir),
  secret: BENCH_SECRET,
  publicUrl: 'http://localhost',
  now: Date.now,
  // queued only: the bench sends no mail
  mail: createMailOutbox({
    ...sqliteMailOutbox(database.sqlite),
    mailer: createMailer({
      from: 'bench@localhost',
      smtpUrl: undefined,
      outboxDir: path.join(dir, 'outbox'),
    }),
    now: Date.now,
  }),
  trustProxy: false,
});
const hello = new Hono().get('/', (c) => c.text('Hello Hono!'));

const [appServer, helloServer] = await Promise.all([listen(app, 0), listen(hello, 0)]);
const surname = (
  database.sqlite
    .prepare('SELECT deceased_name FROM notices WHERE id = ?')
    .pluck()
    .get(Math.ceil(total / 2)) as string
)
  .split(' ')
  .at(-1)!;
// every surname in the data, to measure searches that mostly miss the list response cache
const surnames = [
  ...new Set(
    (
      database.sqlite
        .prepare('SELECT deceased_name FROM notices LIMIT 5000')
        .pluck()
        .all() as string[]
    ).map((name) => name.split(' ').at(-1)!),
  ),
];
const cardPaths = (
  database.sqlite.prepare('SELECT id, type FROM notices ORDER BY random() LIMIT 2000').all() as {
    id: number;
    type: NoticeType;
  }[]
).map((n) => noticePath(n.type, n.id));
console.log(
  JSON.stringify({
    appPort: appServer.port,
    helloPort: helloServer.port,
    total,
    buildMs,
    surname,
    surnames,
    cardPaths,
    companies,
    serviceIds: directory.serviceIds,
    points: directory.points,
  }),
);
