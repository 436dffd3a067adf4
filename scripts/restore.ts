/**
 * `npm run db:restore -- BACKUP [--to DIR]`: restores a backup made by db:backup (its folder or
 * its kyynal.db) into a NEW data directory: DIR, or DATA_DIR when --to is not given. Refuses a
 * directory that already has a database, a copy that fails `PRAGMA integrity_check`, and a file
 * that is not a Küünal database of this version or older; then applies newer migrations.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadEnv } from '../api/src/env';
import { BackupError, restoreBackup } from '../api/src/services/backup';
import { openDataDir } from '../db/setup';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { to: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- BACKUP [--to DIR]   (DIR defaults to DATA_DIR)');
  process.exit(2);
}
const targetDir = path.resolve(values.to ?? loadEnv().dataDir);
try {
  const restored = restoreBackup(path.resolve(positionals[0]!), targetDir);
  // what the server does on start: pending migrations of a backup from an older version
  const { database } = openDataDir(targetDir);
  const notices = database.sqlite.prepare('SELECT count(*) FROM notices').pluck().get() as number;
  database.sqlite.close();
  console.log(`Restored into ${targetDir}: integrity_check ok, ${notices} notices.`);
  console.log(
    restored.uploads === null
      ? 'WARNING: no uploads/ folder beside the database: uploaded images are not restored.'
      : `${restored.uploads} uploaded files restored.`,
  );
  if (restored.keys.length) console.log(`Keys restored: ${restored.keys.join(', ')}.`);
  console.log(`Start the server on it with DATA_DIR=${targetDir}.`);
} catch (error) {
  const refused = error instanceof BackupError;
  console.error(`RESTORE ${refused ? 'REFUSED' : 'FAILED'}: ${(error as Error).message}`);
  process.exitCode = 1;
}
