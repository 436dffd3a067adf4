/**
 * One app instance of `npm run test:cluster`, a process of its own: the site on DATABASE_URL as
 * `npm start` serves it (scripts/site.ts: the app, its jobs, a test OpenID provider on
 * TEST_OIDC_PORT), except that the stand-ins for PayPal and the browsers' push service are the
 * runner's, shared by both instances (CLUSTER_PAYPAL, CLUSTER_PUSH_ORIGIN): an order made on one
 * instance may be captured by the other, a push job queued by one may be sent by the other.
 * Serves the PWA as it is in dist/ (no build), on loopback unless HOST says otherwise. Prints
 * `Küünal serves http://localhost:PORT` when it listens, like npm start.
 */
import { loadEnv } from '#api/env';
import type { LocalPaypal } from '#api/services/payments/config';
import { startSite, stopOnSignal } from '../site';

const env = loadEnv({ HOST: '127.0.0.1', ...process.env });
if (!env.databaseUrl) throw new Error('DATABASE_URL is required');
const paypal = JSON.parse(process.env.CLUSTER_PAYPAL ?? 'null') as LocalPaypal | null;
const pushOrigin = process.env.CLUSTER_PUSH_ORIGIN;
if (!paypal || !pushOrigin) throw new Error('CLUSTER_PAYPAL and CLUSTER_PUSH_ORIGIN are required');

stopOnSignal(await startSite(env, { build: false, paypal, pushOrigin }));
