/** PostgreSQL adapters: Moderation, the poem bank, backgrounds, banners */
import { createPgBackgroundStore } from '../../routes/backgrounds/store.pg';
import { createPgBannerStore } from '../../routes/banners/store.pg';
import { createPgModerationStore } from '../../routes/moderation/store.pg';
import { createPgPoemStore } from '../../routes/poems/store.pg';
import type { PgStoreGroup } from './context';

export const moderationStores: PgStoreGroup<'moderation' | 'poems' | 'backgrounds' | 'banners'> = ({
  pool,
}) => ({
  moderation: createPgModerationStore(pool),
  poems: createPgPoemStore(pool),
  backgrounds: createPgBackgroundStore(pool),
  banners: createPgBannerStore(pool),
});
