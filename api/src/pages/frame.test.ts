import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardFrame, homeFrame, listFrame } from './frame';

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
    // the entry's stylesheets (pwa/src/main.tsx imports the last three)
    const css = [
      'src/app/layout.css',
      'src/styles/global.css',
      'src/styles/card-frame.css',
      'src/styles/page-frames.css',
    ]
      .map(pwa)
      .join('\n');
    const frames = [cardFrame('/x.jpg'), homeFrame(), listFrame('Surmakuulutused')];
    const classes = frames.flatMap((frame) =>
      [...frame.html.matchAll(/class="([^"]+)"/g)].flatMap(([, names]) => names!.split(' ')),
    );
    expect(classes.length).toBeGreaterThan(12);
    for (const name of classes) expect(css, name).toMatch(new RegExp(`\\.${name}[\\s,{]`));
    expect(pwa('index.html')).toMatch(
      /<div id="root">\s*<!--app-placeholder-->[\s\S]+<!--\/app-placeholder-->\s*<\/div>/,
    );
  });
});

describe('homeFrame and listFrame', () => {
  it("draw the screens' own largest text: the hero's tagline, a list's escaped heading", () => {
    expect(homeFrame().html).toContain(
      '<p class="hero__tagline">Surmakuulutused, kaastundeavaldused ja mälestuspäevad</p>',
    );
    expect(listFrame('Surmakuulutused: <Harju>').html).toContain(
      '<h1>Surmakuulutused: &lt;Harju&gt;</h1>',
    );
    expect(pwa('src/main.tsx')).toContain("import './styles/page-frames.css';");
  });
});
