/**
 * `npm run admin:create -- --email a@b.ee --password '…' [--name 'Nimi']`: creates an
 * administrator in DATA_DIR/kyynal.db, or promotes the account with that e-mail and sets its
 * password (its other sessions are logged out).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadEnv } from '#api/env';
import { upsertAdmin } from '#api/services/admin-account';
import { openDataDir } from '#db/setup';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string', default: 'Administraator' },
  },
});
if (!values.email || !values.password) {
  console.error(
    "Usage: npm run admin:create -- --email <e-mail> --password '<password>' [--name <name>]",
  );
  process.exit(2);
}

const { database, file } = openDataDir(loadEnv().dataDir);
try {
  const outcome = await upsertAdmin(database, {
    email: values.email,
    password: values.password,
    name: values.name ?? 'Administraator',
  });
  console.log(`Admin ${values.email} ${outcome} in ${file}.`);
} catch (err) {
  const message =
    err instanceof z.ZodError
      ? err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
      : String(err instanceof Error ? err.message : err);
  console.error(`Could not create the admin: ${message}`);
  process.exitCode = 1;
} finally {
  database.sqlite.close();
}
