// Base styles first: screen and component styles that follow may override them.
import './styles/global.css';
import './styles/card-frame.css';
import './styles/page-frames.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstScreenLoaded } from './app/App';
import { earlyRequestsSettled } from './lib/early-answers';
import { initI18n } from './lib/i18n';
// listens from the start for the install prompt and the service worker's saved-copy notes
import './features/pwa/early';

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // As a transition React renders the first screen in slices, yielding to the browser between
  // them, instead of one long task that would hold up taps and scrolling on a slow phone.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/**
 * How long the first render waits for the first screen's code and early data (see below) before
 * it shows whatever it has: the loading screen, or the screen's own loading state.
 */
const FIRST_RENDER_WAIT_MS = 4000;

// A stored non-Estonian language is loaded before the first render (no flash of Estonian);
// if that fails the app still starts, in Estonian.
const i18nReady = initI18n().catch((err: unknown) => {
  console.error('[i18n] start-up failed', err);
});

// The first render waits until the screen can be drawn whole, with its data, so the app
// replaces what the server drew (index.html's placeholder, or a card page's header and
// picture: api/src/pages/frame.ts) in one step instead of through a loading screen.
void Promise.race([
  Promise.all([i18nReady, firstScreenLoaded, earlyRequestsSettled()]),
  new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]).then(() => i18nReady.then(render));

// The offline queue of candles and replies (shared/outbox/start.ts): sent at start and on 'online',
// loaded after the page, off the first screen.
window.addEventListener(
  'load',
  () => setTimeout(() => void import('./shared/outbox/start').then((m) => m.startOutbox()), 1000),
  { once: true },
);
