/**
 * GET /api/openapi.json (the OpenAPI 3.1 description) and GET /api/docs (its reference page),
 * both made once from the app's mounted routes on their first request.
 */
import { createRouter } from '../lib/router';
import { buildOpenApiDocument, type MountedRoute, type OpenApiDocument } from './document';
import { REFERENCE_PAGE_CSP, renderReferencePage } from './reference-page';

/** `routes`: the whole app's, read when first asked (all are mounted by then) */
export function openApiRoutes(routes: () => readonly MountedRoute[]) {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const described = () => (document ??= buildOpenApiDocument(routes()).document);
  return createRouter()
    .get('/openapi.json', (c) => c.json(described()))
    .get('/docs', (c) => {
      page ??= renderReferencePage(described());
      c.header('Content-Security-Policy', REFERENCE_PAGE_CSP);
      return c.html(page);
    });
}
