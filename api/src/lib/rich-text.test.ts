import { describe, expect, it } from 'vitest';
import { markdownToDoc } from '#db/seed/markdown';
import { type RichDoc, renderDoc, sanitizeRichHtml, sectionsOfHtml } from './rich-text';

const doc = (...content: unknown[]) => ({ type: 'doc', content }) as RichDoc;
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, marks });

describe('renderDoc', () => {
  it('renders headings with anchors, lists, quotes, marks and links, and the plain text', () => {
    const rendered = renderDoc(
      markdownToDoc(`## Esimesed päevad

Helista **perearstile** ja loe [juhendit](https://www.eesti.ee/et).

- üks
- *kaks*

1. esimene

> Tsitaat

## Esimesed päevad`),
    );
    expect(rendered.html).toBe(
      [
        '<h2 id="esimesed-paevad">Esimesed päevad</h2>',
        '<p>Helista <strong>perearstile</strong> ja loe <a href="https://www.eesti.ee/et" rel="noopener noreferrer">juhendit</a>.</p>',
        '<ul><li><p>üks</p></li><li><p><em>kaks</em></p></li></ul>',
        '<ol><li><p>esimene</p></li></ol>',
        '<blockquote><p>Tsitaat</p></blockquote>',
        '<h2 id="esimesed-paevad-2">Esimesed päevad</h2>',
      ].join('\n'),
    );
    expect(rendered.sections).toEqual([
      { id: 'esimesed-paevad', title: 'Esimesed päevad' },
      { id: 'esimesed-paevad-2', title: 'Esimesed päevad' },
    ]);
    expect(sectionsOfHtml(rendered.html)).toEqual(rendered.sections);
    expect(rendered.text.split('\n')[1]).toBe('Helista perearstile ja loe juhendit.');
  });

  // known XSS vectors, as a hostile editor client could send them
  it.each([
    [
      'a javascript: link',
      para(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
    ],
    [
      'a data: link',
      para(
        text('x', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }]),
      ),
    ],
    [
      'a spaced javascript: link',
      para(text('x', [{ type: 'link', attrs: { href: ' JaVaScRiPt:alert(1)' } }])),
    ],
    ['a protocol-relative image', { type: 'image', attrs: { src: '//evil.example/x.png' } }],
    ['an image with onerror', { type: 'image', attrs: { src: 'x" onerror="alert(1)' } }],
    ['script in text', para(text('<script>alert(1)</script><img src=x onerror=alert(1)>'))],
    ['an unknown node with HTML', { type: 'html', attrs: { html: '<script>alert(1)</script>' } }],
    [
      'an attribute injection in a heading',
      { type: 'heading', attrs: { level: '2" onclick="x' }, content: [text('T')] },
    ],
  ])('%s leaves no script, handler or javascript: URL', (_name, node) => {
    const { html } = renderDoc(doc(node));
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[^>]*\s(on\w+|style)=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data):|src="\/\//i);
  });

  it('strips what the allow-list does not name from HTML of any origin', () => {
    const html = sanitizeRichHtml(
      '<p style="color:red" onclick="x()">a<iframe src="https://x"></iframe><a href="javascript:alert(1)">b</a><svg onload=alert(1)></svg></p>',
    );
    expect(html).toBe('<p>a<a>b</a></p>');
  });

  it('survives documents that are not documents', () => {
    expect(
      renderDoc({ type: 'doc', content: [null, 5, 'x', { content: 'y' }] } as never).html,
    ).toBe('');
  });
});
