/** PostgreSQL adapters: Notices, candles and replies, the list cache (LISTEN/NOTIFY), counties and places */
import type { Stores } from '..';
import { unported, type PgStoreGroup } from './context';

export const noticesStores: PgStoreGroup<
  | 'counties'
  | 'notices'
  | 'interactions'
  | 'noticeEditing'
  | 'noticeHiding'
  | 'noticeAccess'
  | 'places'
> = () => ({
  counties: unported<Stores['counties']>('counties'),
  notices: unported<Stores['notices']>('notices'),
  interactions: unported<Stores['interactions']>('interactions'),
  noticeEditing: unported<Stores['noticeEditing']>('noticeEditing'),
  noticeHiding: unported<Stores['noticeHiding']>('noticeHiding'),
  noticeAccess: unported<Stores['noticeAccess']>('noticeAccess'),
  places: unported<Stores['places']>('places'),
});
