/** `npm run db:migrate`: applies pending migrations to DATA_DIR/kyynal.db and loads EHAK places. */
import { loadEnv } from '#api/env';
import { openDataDir } from '#db/setup';

const { database, file } = openDataDir(loadEnv().dataDir);
const applied = database.sqlite
  .prepare('SELECT count(*) FROM __drizzle_migrations')
  .pluck()
  .get() as number;
database.sqlite.close();
console.log(`${file}: ${applied} migrations applied, up to date.`);
