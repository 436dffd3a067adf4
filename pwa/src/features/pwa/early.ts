/**
 * The part of the PWA support that must listen from the very start (main.tsx imports it; it
 * is small and has no dependencies): the browser's `beforeinstallprompt`, which fires once and
 * early, and the service worker's "this data came from the cache" messages, which can arrive
 * before the lazy PWA module (PwaUi.tsx) has loaded. Both are kept in tiny external stores.
 */
import { isDataSourceMessage } from '../../lib/sw-rules';

/** Chromium's install prompt event (not in TypeScript's DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = () => void;

function store<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The deferred install prompt, while the browser offers one. */
export const installPrompt = store<BeforeInstallPromptEvent | null>(null);
/** Whether the notices data last shown came from the service worker's cache. */
export const savedCopy = store(false);

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // keep the browser's own mini-infobar away: the footer offers the button instead
    event.preventDefault();
    installPrompt.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installPrompt.set(null));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isDataSourceMessage(event.data)) savedCopy.set(event.data.cached);
  });
}
