/**
 * `npm run db:to-postgres`: moves a site from its embedded SQLite file to PostgreSQL. Copies every
 * row of DATA_DIR/kyynal.db (migrated first) into the empty, migrated database DATABASE_URL
 * names, in one transaction; then `DATABASE_URL=… npm start` serves the same site from it.
 * Uploads stay where they are (DATA_DIR/uploads, or S3). Stop the server first: rows written
 * during the copy would not be in it.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { migratePostgres, openPostgres } from '#db/pg/client';
import { copySqliteToPostgres } from '#db/pg/copy';
import { DATABASE_FILE, openDataDir } from '#db/setup';

const url = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
if (!url) {
  console.error(
    'Set DATABASE_URL=postgres://user:password@host:5432/database (an empty database).',
  );
  process.exit(1);
}
if (!existsSync(path.join(dataDir, DATABASE_FILE))) {
  console.error(`No SQLite database at ${path.join(dataDir, DATABASE_FILE)} (DATA_DIR).`);
  process.exit(1);
}
const started = performance.now();
const { database: sqlite } = openDataDir(dataDir);
const pg = await openPostgres(url, { connectAttempts: 1 });
try {
  await migratePostgres(pg);
  const { rows } = await pg.pool.query<{ used: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM counties) AS used',
  );
  if (rows[0]!.used) {
    console.error('The PostgreSQL database already has data: copy only into an empty one.');
    process.exitCode = 1;
  } else {
    const copied = await copySqliteToPostgres(sqlite.sqlite, pg.pool);
    const total = Object.values(copied).reduce((sum, n) => sum + n, 0);
    const ms = Math.round(performance.now() - started);
    console.log(`Copied ${total} rows in ${Object.keys(copied).length} tables in ${ms} ms.`);
  }
} finally {
  sqlite.sqlite.close();
  await pg.pool.end();
}
