/** PostgreSQL adapters: Articles, help pages, the site search, planners, the sitemap and feeds */
import type { Stores } from '..';
import { createPgSearchIndex } from '../../routes/search/store.pg';
import { unported, type PgStoreGroup } from './context';

export const contentStores: PgStoreGroup<
  'search' | 'articles' | 'articleAdmin' | 'help' | 'planner' | 'discovery'
> = ({ pool }) => ({
  search: createPgSearchIndex(pool),
  articles: unported<Stores['articles']>('articles'),
  articleAdmin: unported<Stores['articleAdmin']>('articleAdmin'),
  help: unported<Stores['help']>('help'),
  planner: unported<Stores['planner']>('planner'),
  discovery: unported<Stores['discovery']>('discovery'),
});
