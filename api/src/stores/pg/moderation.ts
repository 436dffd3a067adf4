/** PostgreSQL adapters: Moderation, the poem bank, backgrounds, banners */
import type { Stores } from '..';
import { unported, type PgStoreGroup } from './context';

export const moderationStores: PgStoreGroup<
  'moderation' | 'poems' | 'backgrounds' | 'banners'
> = () => ({
  moderation: unported<Stores['moderation']>('moderation'),
  poems: unported<Stores['poems']>('poems'),
  backgrounds: unported<Stores['backgrounds']>('backgrounds'),
  banners: unported<Stores['banners']>('banners'),
});
