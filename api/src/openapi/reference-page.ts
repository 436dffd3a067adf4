/**
 * /api/docs: the API description as a plain HTML page, rendered on our server from the same
 * document as /api/openapi.json (no renderer script, nothing from another origin). Every text
 * from the document is escaped; the one inline style is allowed by its hash alone.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../lib/html';
import type { OpenApiDocument } from './document';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a;background:#fff}
h2{border-bottom:2px solid #555;margin-top:2.5rem}h3{font-size:1.05rem;margin:1.5rem 0 .25rem}
code,pre{font-family:ui-monospace,monospace;font-size:.875rem}pre{background:#f3f3f3;padding:.5rem;overflow-x:auto;white-space:pre-wrap}
.method{display:inline-block;min-width:4.5rem;font-weight:700}section{border-top:1px solid #ccc}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
details{margin:.25rem 0}a{color:#0645ad}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}`;

/** The page's Content-Security-Policy: its inline style (by hash), nothing else */
export const REFERENCE_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

type Schema = Record<string, unknown>;

const json = (value: unknown) =>
  `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;

/** A schema, folded away: a long body would bury the list */
const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${escapeHtml(label)}</summary>${json(schema)}</details>`;

function parametersTable(parameters: readonly Schema[]): string {
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td>` +
        `<td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
    )
    .join('');
  return `<table><caption class="visually-hidden">Parameters</caption><thead><tr><th scope="col">parameter</th><th scope="col">in</th><th scope="col">required</th><th scope="col">schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function responsesList(responses: Record<string, unknown>): string {
  const items = Object.entries(responses).map(([status, value]) => {
    const response = value as Schema;
    if (typeof response.$ref === 'string') {
      const name = response.$ref.split('/').pop()!;
      return `<li><strong>${escapeHtml(status)}</strong>: <a href="#response-${escapeHtml(name)}">${escapeHtml(name)}</a></li>`;
    }
    const content = (response.content ?? {}) as Record<string, { schema: unknown }>;
    const bodies = Object.entries(content)
      .map(([type, { schema }]) => schemaBlock(type, schema))
      .join('');
    return `<li><strong>${escapeHtml(status)}</strong>: ${escapeHtml(String(response.description ?? ''))}${bodies}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

function operationSection(method: string, path: string, operation: Schema): string {
  const id = String(operation.operationId);
  const parameters = (operation.parameters ?? []) as Schema[];
  const body = operation.requestBody as
    { content: Record<string, { schema: unknown }> } | undefined;
  return (
    `<section id="${escapeHtml(id)}" aria-labelledby="${escapeHtml(id)}-title">` +
    `<h3 id="${escapeHtml(id)}-title"><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>` +
    (operation.summary ? `<p>${escapeHtml(String(operation.summary))}</p>` : '') +
    (operation.description ? `<p>${escapeHtml(String(operation.description))}</p>` : '') +
    (parameters.length > 0 ? parametersTable(parameters) : '') +
    (body
      ? Object.entries(body.content)
          .map(([type, { schema }]) => schemaBlock(`Body (${type})`, schema))
          .join('')
      : '') +
    `<h4>Answers</h4>${responsesList(operation.responses as Record<string, unknown>)}</section>`
  );
}

/** The reference page of `document`: operations grouped by tag, then the shared answers */
export function renderReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0]!;
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        operationSection(method, path, operation as unknown as Schema),
      ]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const contents = tags
    .map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`)
    .join('');
  const groups = tags
    .map(
      (tag) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('')}`,
    )
    .join('');
  const shared = Object.entries(document.components.responses)
    .map(
      ([name, response]) =>
        `<h3 id="response-${escapeHtml(name)}">${escapeHtml(name)}</h3><p>${escapeHtml(String((response as Schema).description))}</p>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(document.info.title)} reference</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)})</p>
<nav aria-label="Resources"><ul>${contents}</ul></nav></header>
<main>${groups}<h2 id="shared">Shared answers</h2>${shared}${json(document.components.schemas)}</main></body></html>`;
}
