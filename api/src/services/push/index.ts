/** Web Push: the queue (written with replies and candles), the sender and the worker. */
export { systemResolve, type Resolve } from './endpoints';
export { createWebPushSender, type PushSender } from './sender';
export { loadOrCreateVapid, type VapidConfig } from './vapid';
export { createPushWorker, MAX_ATTEMPTS, type PushWorker } from './worker';
