// Base styles first: screen and component styles that follow may override them.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
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

// A stored non-Estonian language is loaded before the first render (no flash of Estonian);
// if that fails the app still starts, in Estonian.
initI18n().then(render, (err: unknown) => {
  console.error('[i18n] start-up failed', err);
  render();
});

// The offline queue of candles and replies (lib/outbox-start.ts): sent at start and on 'online',
// loaded after the page, off the first screen.
window.addEventListener(
  'load',
  () => setTimeout(() => void import('./lib/outbox-start').then((m) => m.startOutbox()), 1000),
  { once: true },
);
