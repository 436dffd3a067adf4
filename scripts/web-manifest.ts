/**
 * The web app manifest (vite-plugin-pwa writes it to dist/manifest.webmanifest and links it
 * from index.html). Colours are the site's (pwa/src/styles/global.css: --green, --paper);
 * the icons and screenshots are drawn by scripts/make-icons.ts.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Küünal',
  short_name: 'Küünal',
  description:
    'Surmakuulutused, kaastundeavaldused ja mälestuspäevad: sirvi teateid, süüta virtuaalne küünal ja jäta järelhüüe.',
  lang: 'et',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#3f5f4a',
  background_color: '#faf7f0',
  categories: ['lifestyle', 'news'],
  icons: [
    icon('/icons/icon-192.png', 192, 'any'),
    icon('/icons/icon-512.png', 512, 'any'),
    icon('/icons/maskable-192.png', 192, 'maskable'),
    icon('/icons/maskable-512.png', 512, 'maskable'),
  ],
  shortcuts: [
    {
      name: 'Lisa teade',
      short_name: 'Lisa teade',
      description: 'Lisa surmakuulutus, kaastundeavaldus või mälestuspäev',
      url: '/kaastundeavaldus',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Teated',
      short_name: 'Teated',
      description: 'Kõik surmakuulutused',
      url: '/surmakuulutused',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/narrow.png',
      sizes: '540x960',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Surmakuulutuste nimekiri telefonis',
    },
    {
      src: '/screenshots/wide.png',
      sizes: '1280x720',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Surmakuulutuste nimekiri arvutis',
    },
  ],
};
