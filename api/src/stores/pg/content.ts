/** PostgreSQL adapters: Articles, help pages, the site search, planners, the sitemap and feeds */
import { createPgDiscoveryStore } from '../../discovery/store';
import { createPgArticleAdminStore } from '../../routes/articles/admin-store.pg';
import { createPgArticleStore } from '../../routes/articles/store.pg';
import { createPgHelpStore } from '../../routes/help/store.pg';
import { createPgPlannerStore } from '../../routes/planner/store.pg';
import { createPgSearchIndex } from '../../routes/search/store.pg';
import type { PgStoreGroup } from './context';

export const contentStores: PgStoreGroup<
  'search' | 'articles' | 'articleAdmin' | 'help' | 'planner' | 'discovery'
> = ({ pool }) => ({
  search: createPgSearchIndex(pool),
  articles: createPgArticleStore(pool),
  articleAdmin: createPgArticleAdminStore(pool),
  help: createPgHelpStore(pool),
  planner: createPgPlannerStore(pool),
  discovery: createPgDiscoveryStore(pool),
});
