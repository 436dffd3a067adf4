/** Web Push: the queue (written with replies and candles), the sender and the worker. */
export { createPushQueue, type PushQueue } from './queue';
export {
  checkPushEndpoint,
  isBlockedAddress,
  isPushServiceHost,
  PUSH_SERVICE_HOSTS,
  systemResolve,
  type EndpointPolicy,
  type Resolve,
} from './endpoints';
export { createWebPushSender, parseRetryAfter, type PushSender, type SendResult } from './sender';
export { loadOrCreateVapid, type VapidConfig } from './vapid';
export { createPushWorker, MAX_ATTEMPTS, tallinnDay, type PushWorker } from './worker';
