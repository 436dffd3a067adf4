/**
 * The app's stores (its SQL, by area), built once per app from its parts and handed to every
 * router as one object. A store takes plain values, never the Hono context; it returns outcomes
 * or throws a DomainError, which app.onError turns into the error shape.
 */
import type { AppDeps } from './context';
import { createCountyStore } from './routes/counties/store';
import { createInteractions } from './routes/notices/interactions';
import { createNoticeEditing } from './routes/notices/editing';
import { createNoticeQueries } from './routes/notices/queries';
import { createPushStore } from './routes/push/store';
import { createNoticeAccess } from './routes/notices/access';
import { createImageStore } from './services/images';
import { createPayments } from './services/payments';
import { createPricingStore } from './services/payments/pricing';
import { createSocialStore } from './services/social/store';
import { createThrottle } from './services/throttle';
import { createUserStore } from './services/users';

export function createStores(deps: AppDeps) {
  const { sqlite } = deps.database;
  const users = createUserStore(sqlite);
  const counties = createCountyStore(deps.database);
  return {
    counties,
    /** Hot reads of notices (list, card): raw SQL, prepared once */
    notices: createNoticeQueries(sqlite, counties),
    /** Candles and replies (hot writes) */
    interactions: createInteractions(sqlite),
    noticeEditing: createNoticeEditing(sqlite),
    /** Who may edit a notice: its edit token or its owner's session */
    noticeAccess: createNoticeAccess(sqlite, users, deps.now),
    users,
    throttle: createThrottle(sqlite, deps.secret),
    images: createImageStore(sqlite, deps.uploadsDir),
    pricing: createPricingStore(sqlite),
    payments: createPayments(deps),
    social: createSocialStore(sqlite),
    push: createPushStore(deps.database),
  };
}

export type Stores = ReturnType<typeof createStores>;
