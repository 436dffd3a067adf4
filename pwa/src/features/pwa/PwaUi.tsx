/**
 * The PWA's page side, loaded lazily (app/Layout.tsx, app/SiteFooter.tsx) so it costs the first
 * screen nothing: registers the service worker after the page has loaded, and shows
 *  - "Oled võrguühenduseta" while the browser is offline, and "Salvestatud koopia" while the
 *    notices shown came from the worker's cache (its messages, kept by ./early.ts);
 *  - "Uus versioon saadaval" + "Värskenda" when a new worker waits: it takes over (and the page
 *    reloads) only when the visitor presses the button, never by surprise;
 *  - the install button (where the browser fires `beforeinstallprompt`) and, on iOS Safari,
 *    how to add the site to the home screen.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workbox } from 'workbox-window';
import { afterLoad } from '../../lib/after-load';
import { isLanguage, type Language } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import { installPrompt, savedCopy } from './early';
import { showIosHint } from './install';
import pwaEn from './texts/en';
import pwaEt, { type PwaTexts } from './texts/et';
import pwaRu from './texts/ru';
import './pwa.css';

/*
 * The few texts of this module come with it in all three languages: registering an i18next
 * namespace after the screen has rendered would re-render every translated component (the
 * store's 'added' event), and the layout would then set its route title over a screen's own.
 */
const TEXTS: Record<Language, PwaTexts> = { et: pwaEt, en: pwaEn, ru: pwaRu };

function usePwaTexts(): PwaTexts {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  return TEXTS[isLanguage(lng) ? lng : 'et'];
}

let registration: Promise<Workbox | null> | null = null;

/** Registers /sw.js through workbox-window (once per page). */
function register(onWaiting: (wb: Workbox) => void): Promise<Workbox | null> {
  registration ??= (async () => {
    if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return null;
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => onWaiting(wb));
    await wb.register();
    return wb;
  })().catch((err: unknown) => {
    console.error('[pwa] service worker registration failed', err);
    return null;
  });
  return registration;
}

/** Offline and saved-copy notes and the update prompt, under the header. */
export function PwaStatus() {
  const text = usePwaTexts();
  const online = useOnline();
  const fromCache = useSyncExternalStore(savedCopy.subscribe, savedCopy.get);
  const [waiting, setWaiting] = useState<Workbox | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => afterLoad(() => void register(setWaiting)), []);

  function update() {
    if (!waiting) return;
    setUpdating(true);
    // the new worker takes control after SKIP_WAITING; reload then, so every file is the new build
    waiting.addEventListener('controlling', () => window.location.reload());
    waiting.messageSkipWaiting();
  }

  const notes = !online || fromCache;
  return (
    <>
      <div className="pwa-status" role="status">
        {notes ? (
          <div className="pwa-status__bar container" data-testid="pwa-status">
            {!online ? (
              <p className="pwa-status__note">
                <strong>{text.offline}</strong> <span>{text.offlineDetail}</span>
              </p>
            ) : null}
            {fromCache ? (
              <p className="pwa-status__note">
                <strong>{text.savedCopy}</strong> <span>{text.savedCopyDetail}</span>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {waiting ? (
        <div className="pwa-update">
          <p className="pwa-update__text" role="status">
            {text.updateAvailable}
          </p>
          <button type="button" className="button" onClick={update} disabled={updating}>
            {text.refresh}
          </button>
        </div>
      ) : null}
    </>
  );
}

function useIosHint(): boolean {
  const [show] = useState(() =>
    showIosHint(navigator.userAgent, navigator.maxTouchPoints, {
      standaloneMedia: window.matchMedia('(display-mode: standalone)').matches,
      iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    }),
  );
  return show;
}

/** The footer's install button, or the iOS add-to-home-screen hint. */
export function InstallOffer() {
  const text = usePwaTexts();
  const prompt = useSyncExternalStore(installPrompt.subscribe, installPrompt.get);
  const iosHint = useIosHint();

  async function install() {
    if (!prompt) return;
    installPrompt.set(null); // a prompt can be shown only once
    await prompt.prompt();
    await prompt.userChoice.catch(() => undefined);
  }

  if (prompt) {
    return (
      <p className="pwa-install">
        <button type="button" className="footer-button" onClick={() => void install()}>
          {text.install}
        </button>
      </p>
    );
  }
  if (iosHint) return <p className="pwa-install pwa-install__hint">{text.installIos}</p>;
  return null;
}
