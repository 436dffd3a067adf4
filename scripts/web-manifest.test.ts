import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { matchPage } from '#domain/pages/pages';
import { webManifest } from './web-manifest';

const publicDir = fileURLToPath(new URL('../pwa/public', import.meta.url));
const file = (src: string) => path.join(publicDir, src);

describe('web app manifest', () => {
  it('names the app in Estonian, in the site colours, standalone from /', () => {
    expect(webManifest).toMatchObject({
      name: 'Küünal',
      short_name: 'Küünal',
      lang: 'et',
      start_url: '/',
      display: 'standalone',
      theme_color: '#3f5f4a',
      background_color: '#faf7f0',
    });
    expect(webManifest.description).toBeTruthy();
  });

  it('has 192 and 512 icons, any and maskable, as committed PNGs of those sizes', async () => {
    const icons = webManifest.icons ?? [];
    for (const purpose of ['any', 'maskable']) {
      expect(icons.filter((i) => i.purpose === purpose).map((i) => i.sizes)).toEqual([
        '192x192',
        '512x512',
      ]);
    }
    for (const icon of icons) {
      const meta = await sharp(file(icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
    expect(existsSync(file('icons/apple-touch-icon.png'))).toBe(true);
    // the push notifications' icon and badge (features/push/sw-push.ts)
    expect(existsSync(file('icons/badge-96.png'))).toBe(true);
  });

  it('has shortcuts to pages the app has', () => {
    const shortcuts = webManifest.shortcuts ?? [];
    expect(shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Lisa teade', '/kaastundeavaldus'],
      ['Teated', '/surmakuulutused'],
    ]);
    expect(matchPage('/kaastundeavaldus')?.key).toBe('wizard');
    expect(matchPage('/surmakuulutused')?.key).toBe('notices');
  });

  it('has a narrow and a wide screenshot of the sizes it claims', async () => {
    const shots = webManifest.screenshots ?? [];
    expect(shots.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of shots) {
      const meta = await sharp(file(shot.src)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(shot.sizes);
    }
  });
});
