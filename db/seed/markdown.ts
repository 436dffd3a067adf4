/**
 * The seed content's small Markdown (db/seed/content: `##`/`###` headings, paragraphs, `- ` and
 * `1. ` lists, `> ` quotes, **bold**, *italic*, [links](url)) as the editor's document
 * (ProseMirror JSON with Tiptap's node names), so seeded articles and help texts are stored
 * exactly as the editor would store them.
 */
import type { RichDoc, RichNode } from '#api/lib/rich-text';

type Mark = { type: string; attrs?: Record<string, unknown> };

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A line's inline Markdown as text nodes with marks. */
function inlineNodes(line: string): RichNode[] {
  const nodes: RichNode[] = [];
  const text = (value: string, marks?: Mark[]) => {
    if (value)
      nodes.push(marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
  };
  let at = 0;
  for (const m of line.matchAll(INLINE)) {
    text(line.slice(at, m.index));
    if (m[1] !== undefined) text(m[1], [{ type: 'bold' }]);
    else if (m[2] !== undefined) text(m[2], [{ type: 'italic' }]);
    else text(m[3]!, [{ type: 'link', attrs: { href: m[4] } }]);
    at = m.index + m[0].length;
  }
  text(line.slice(at));
  return nodes;
}

const paragraph = (line: string): RichNode => ({ type: 'paragraph', content: inlineNodes(line) });

/** One block (lines without a blank line between them) as a node. */
function blockNode(lines: string[]): RichNode {
  const first = lines[0]!;
  const heading = /^(#{2,3}) (.+)$/.exec(first);
  if (heading) {
    return {
      type: 'heading',
      attrs: { level: heading[1]!.length },
      content: inlineNodes(heading[2]!),
    };
  }
  if (lines.every((l) => l.startsWith('- '))) {
    return {
      type: 'bulletList',
      content: lines.map((l) => ({ type: 'listItem', content: [paragraph(l.slice(2))] })),
    };
  }
  if (lines.every((l) => /^\d+\. /.test(l))) {
    return {
      type: 'orderedList',
      attrs: { start: 1 },
      content: lines.map((l) => ({
        type: 'listItem',
        content: [paragraph(l.replace(/^\d+\. /, ''))],
      })),
    };
  }
  if (lines.every((l) => l.startsWith('>'))) {
    return {
      type: 'blockquote',
      content: [paragraph(lines.map((l) => l.replace(/^> ?/, '')).join(' '))],
    };
  }
  return paragraph(lines.join(' '));
}

/** The Markdown text as a document: blocks are separated by blank lines. */
export function markdownToDoc(markdown: string): RichDoc {
  const blocks = markdown
    .trim()
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  return { type: 'doc', content: blocks.map(blockNode) };
}
