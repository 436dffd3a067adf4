/**
 * `npm run db:backup`: backs up DATA_DIR (database, uploads on disk, generated keys) into
 * DATA_DIR/backups/kyynal-<UTC time>/ and checks the copy; exits non-zero, saying why, when the
 * copy is not sound. Safe while the server runs. Old backups are left alone (the server's daily
 * job applies BACKUP_RETENTION_DAYS).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '#api/env';
import { createBackup, UPLOADS_DIR } from '#api/services/backup';
import { createBlobStore } from '#api/services/blobs';
import { openDatabase } from '#db/client';
import { DATABASE_FILE } from '#db/setup';

const { dataDir, s3 } = loadEnv();
const file = path.join(dataDir, DATABASE_FILE);
if (!existsSync(file)) {
  console.error(`No database at ${file}: nothing to back up (set DATA_DIR).`);
  process.exit(1);
}
const { sqlite } = openDatabase(file);
try {
  const blobs = createBlobStore(s3, path.join(dataDir, UPLOADS_DIR));
  const backup = await createBackup({ sqlite, dataDir, blobs, now: Date.now() });
  const uploads =
    backup.uploads === null ? `uploads left in ${blobs.description}` : `${backup.uploads} uploads`;
  console.log(`Backup ${backup.dir}: ${backup.bytes} bytes, ${uploads}, integrity_check ok.`);
} catch (error) {
  console.error(`BACKUP FAILED: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  sqlite.close();
}
