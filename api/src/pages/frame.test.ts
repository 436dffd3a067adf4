import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardFrame } from './frame';

const pwa = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../../pwa/${file}`, import.meta.url)), 'utf8');

describe('cardFrame', () => {
  it('escapes the picture URL and leaves the picture out when there is none', () => {
    const frame = cardFrame('/uploads/a"b.jpg');
    expect(frame.html).toContain('src="/uploads/a&quot;b.jpg"');
    expect(frame.head).toEqual([
      '<link rel="preload" as="image" href="/uploads/a&quot;b.jpg" fetchpriority="high">',
    ]);
    expect(cardFrame(null)).toEqual({
      html: expect.not.stringContaining('<img') as string,
      head: [],
    });
  });

  it('uses classes the app styles, and index.html has the placeholder it replaces', () => {
    const css = ['src/app/layout.css', 'src/styles/global.css', 'src/styles/card-frame.css']
      .map(pwa)
      .join('\n');
    const classes = [...cardFrame('/x.jpg').html.matchAll(/class="([^"]+)"/g)].flatMap(
      ([, names]) => names!.split(' '),
    );
    expect(classes.length).toBeGreaterThan(4);
    for (const name of classes) expect(css, name).toMatch(new RegExp(`\\.${name}[\\s,{]`));
    expect(pwa('index.html')).toMatch(
      /<div id="root">\s*<!--app-placeholder-->[\s\S]+<!--\/app-placeholder-->\s*<\/div>/,
    );
  });
});
