/**
 * `npm run db:restore -- BACKUP [--to DIR]`: restores a backup made by db:backup (its folder or
 * its kyynal.db) into a NEW data directory: DIR, or DATA_DIR when --to is not given. Refuses a
 * directory that already has a database, a copy that fails `PRAGMA integrity_check`, and a file
 * that is not a Küünal database of this version or older; then applies newer migrations.
 *
 * `npm run db:restore -- --from-replica [URL] [--to DIR]`: the same from the continuous copy
 * Litestream keeps (URL: file:///dir or s3://bucket/path; default LITESTREAM_REPLICA): the
 * database as of its last shipped change (about a second before the loss). Uploads and keys are
 * not in it: take them from the newest backup's folder.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadEnv } from '#api/env';
import { BackupError, restoreBackup } from '#api/services/backup';
import { restoreFromReplica } from '#api/services/replica';
import { openDataDir } from '#db/setup';

const USAGE =
  'Usage: npm run db:restore -- BACKUP [--to DIR]\n' +
  '       npm run db:restore -- --from-replica [URL] [--to DIR]   (DIR defaults to DATA_DIR)';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { to: { type: 'string' }, 'from-replica': { type: 'boolean' } },
});
const fromReplica = values['from-replica'] === true;
if (positionals.length > 1 || (!fromReplica && positionals.length !== 1)) {
  console.error(USAGE);
  process.exit(2);
}
const env = loadEnv();
const targetDir = path.resolve(values.to ?? env.dataDir);

function restoreReplica() {
  const url = positionals[0] ?? env.replica?.url;
  if (!url) throw new BackupError('no replica: give its URL or set LITESTREAM_REPLICA');
  restoreFromReplica({ url, s3: env.replica?.s3 ?? null }, targetDir);
  console.log(`Restored the replica ${url}.`);
  console.log('Uploads and keys are not in a replica: copy them from the newest backup folder.');
}

function restoreFolder(source: string) {
  const restored = restoreBackup(path.resolve(source), targetDir);
  console.log(
    restored.uploads === null
      ? 'WARNING: no uploads/ folder beside the database: uploaded images are not restored.'
      : `${restored.uploads} uploaded files restored.`,
  );
  if (restored.keys.length) console.log(`Keys restored: ${restored.keys.join(', ')}.`);
}

try {
  if (fromReplica) restoreReplica();
  else restoreFolder(positionals[0]!);
  // what the server does on start: pending migrations of a copy from an older version
  const { database } = openDataDir(targetDir);
  const notices = database.sqlite.prepare('SELECT count(*) FROM notices').pluck().get() as number;
  database.sqlite.close();
  console.log(`Restored into ${targetDir}: integrity_check ok, ${notices} notices.`);
  console.log(`Start the server on it with DATA_DIR=${targetDir}.`);
} catch (error) {
  const refused = error instanceof BackupError;
  console.error(`RESTORE ${refused ? 'REFUSED' : 'FAILED'}: ${(error as Error).message}`);
  process.exitCode = 1;
}
