/**
 * Rich text: the editor's document (ProseMirror JSON, the node and mark names of Tiptap's
 * StarterKit and Image) made into the HTML public pages show, and into plain text (search,
 * reading time). The document comes from a browser, so it is walked defensively: an unknown node
 * keeps only its text, an unknown mark is dropped, a link or image address that is not ours or
 * http(s) is dropped. The HTML is then sanitised once more with an allow-list (sanitize-html):
 * whatever the walk lets through, no script, event handler, style or javascript: URL survives.
 */
import sanitizeHtml from 'sanitize-html';
import { slugify } from '#domain/pages/slugs';
import { escapeHtml } from './html';

/** A node of the editor's document (loosely typed: it is checked while walked) */
export interface RichNode {
  type?: unknown;
  attrs?: unknown;
  content?: unknown;
  marks?: unknown;
  text?: unknown;
}

export interface RichDoc {
  type: 'doc';
  content: RichNode[];
}

/** A section of a page: a level-2 heading's anchor and text (the table of contents) */
export interface Section {
  id: string;
  title: string;
}

const attrsOf = (node: RichNode): Record<string, unknown> =>
  node.attrs && typeof node.attrs === 'object' ? (node.attrs as Record<string, unknown>) : {};
const childrenOf = (node: RichNode): RichNode[] =>
  Array.isArray(node.content)
    ? node.content.filter((c): c is RichNode => !!c && typeof c === 'object')
    : [];

/** A link or image address we keep: http(s), mailto:, tel: or a path on this site. */
function safeUrl(value: unknown, forImage = false): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^\/(?!\/)/.test(url)) return url;
  if (forImage) return /^https:\/\//i.test(url) ? url : null;
  return /^(https?:\/\/|mailto:|tel:)/i.test(url) ? url : null;
}

const BLOCK_TAGS: Record<string, string> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
};
const MARK_TAGS: Record<string, string> = {
  bold: 'strong',
  italic: 'em',
  strike: 's',
  underline: 'u',
  code: 'code',
};

function textHtml(node: RichNode): string {
  let html = escapeHtml(typeof node.text === 'string' ? node.text : '');
  const marks = Array.isArray(node.marks) ? (node.marks as RichNode[]) : [];
  for (const mark of marks) {
    if (!mark || typeof mark.type !== 'string') continue;
    const tag = MARK_TAGS[mark.type];
    if (tag) html = `<${tag}>${html}</${tag}>`;
    else if (mark.type === 'link') {
      const href = safeUrl(attrsOf(mark).href);
      if (!href) continue;
      const external = /^https?:\/\//i.test(href);
      html = `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer"' : ''}>${html}</a>`;
    }
  }
  return html;
}

/** A node's plain text (its text nodes joined; blocks apart by a space) */
function plainText(node: RichNode): string {
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
  return childrenOf(node)
    .map(plainText)
    .join(node.type === 'paragraph' ? '' : ' ');
}

function nodeHtml(node: RichNode, sections: Section[], usedIds: Set<string>): string {
  const inner = () =>
    childrenOf(node)
      .map((child) => nodeHtml(child, sections, usedIds))
      .join('');
  const type = typeof node.type === 'string' ? node.type : '';
  if (type === 'text') return textHtml(node);
  if (type === 'hardBreak') return '<br>';
  if (type === 'horizontalRule') return '<hr>';
  if (type === 'heading') {
    const level = attrsOf(node).level === 3 ? 3 : 2;
    const title = plainText(node).trim();
    let id = slugify(title) || 'osa';
    for (let n = 2; usedIds.has(id); n++) id = `${slugify(title) || 'osa'}-${n}`;
    usedIds.add(id);
    if (level === 2) sections.push({ id, title });
    return `<h${level} id="${id}">${inner()}</h${level}>`;
  }
  if (type === 'image') {
    const attrs = attrsOf(node);
    const src = safeUrl(attrs.src, true);
    if (!src) return '';
    const alt = typeof attrs.alt === 'string' ? attrs.alt : '';
    return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy">`;
  }
  if (type === 'codeBlock') return `<pre><code>${escapeHtml(plainText(node))}</code></pre>`;
  const tag = BLOCK_TAGS[type];
  if (tag === 'ol') {
    const start = attrsOf(node).start;
    const from = typeof start === 'number' && Number.isInteger(start) && start > 1 ? start : null;
    return `<ol${from ? ` start="${from}"` : ''}>${inner()}</ol>`;
  }
  return tag ? `<${tag}>${inner()}</${tag}>` : inner();
}

/** What may stay in stored HTML, whatever made it */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    's',
    'u',
    'code',
    'pre',
    'a',
    'img',
    'br',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'loading'],
    h2: ['id'],
    h3: ['id'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** HTML through the allow-list (also for HTML that did not come from a document). */
export const sanitizeRichHtml = (html: string) => sanitizeHtml(html, ALLOWED);

export interface RenderedDoc {
  /** Sanitised HTML */
  html: string;
  /** The plain text, blocks apart by a line break */
  text: string;
  /** The level-2 headings, for a table of contents */
  sections: Section[];
}

/** The document as sanitised HTML, its plain text and its sections. */
export function renderDoc(doc: RichDoc): RenderedDoc {
  const sections: Section[] = [];
  const usedIds = new Set<string>();
  const blocks = childrenOf(doc as RichNode);
  const html = blocks.map((block) => nodeHtml(block, sections, usedIds)).join('\n');
  const text = blocks
    .map((block) => plainText(block).trim())
    .filter(Boolean)
    .join('\n');
  return { html: sanitizeRichHtml(html), text, sections };
}

/** The sections of stored HTML (its level-2 headings with their ids, as renderDoc wrote them). */
export function sectionsOfHtml(html: string): Section[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((m) => ({
    id: m[1]!,
    title: sanitizeHtml(m[2]!, { allowedTags: [], allowedAttributes: {} })
      .replace(/&amp;/g, '&')
      .trim(),
  }));
}
