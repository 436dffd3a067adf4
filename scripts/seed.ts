/**
 * `npm run db:seed`: migrates DATA_DIR/kyynal.db (default ./data), loads the EHAK geography and
 * seeds demo content when the database has no notices yet.
 */
import path from 'node:path';
import { loadEnv } from '#api/env';
import {
  DEMO_ADMIN,
  DEMO_PROVIDER,
  ensureDemoAdmin,
  ensureDemoArticles,
  ensureDemoProvider,
} from '#api/services/admin-account';
import { createBlobStore } from '#api/services/blobs';
import { seedDemo } from '#db/seed';
import { openDataDir } from '#db/setup';

const { dataDir, s3 } = loadEnv();
const started = performance.now();
const { database, file } = openDataDir(dataDir);
try {
  const blobs = createBlobStore(s3, path.join(dataDir, 'uploads'));
  const { created } = await seedDemo(database, { blobs });
  if (await ensureDemoAdmin(database)) console.log(`Demo admin: ${DEMO_ADMIN.email}`);
  const articles = ensureDemoArticles(database);
  if (articles > 0) console.log(`Seeded ${articles} articles.`);
  if (await ensureDemoProvider(database)) console.log(`Demo provider: ${DEMO_PROVIDER.email}`);
  const total = (table: string) =>
    (database.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  const counts = ['places', 'notices', 'candles', 'replies', 'images']
    .map((table) => `${total(table)} ${table}`)
    .join(', ');
  const ms = Math.round(performance.now() - started);
  console.log(
    `${created ? 'Seeded demo content into' : 'Already seeded, left unchanged:'} ${file} (${counts}) in ${ms} ms`,
  );
} finally {
  database.sqlite.close();
}
