/**
 * The API description (api/src/openapi): GET /api/openapi.json is a valid OpenAPI 3.1 document
 * that describes every route the app mounts under /api, and GET /api/docs renders it. The routes
 * are listed from the app itself (api/test/routes.ts), so a route added without its words in
 * operations.ts fails here.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '#api-test/harness';
import { appRoutes } from '#api-test/routes';
import { openApiPath, type OpenApiDocument } from './document';
import { OPERATIONS } from './operations';

/**
 * Mounted routes the description leaves out, with the reason: all of them live outside /api
 * (appRoutes lists /api only), so none is named here.
 * - pages (`/`, `/teated/...`): HTML for people, docs/pages.md
 * - `/robots.txt`, sitemaps and feeds: docs/pages.md#sitemap-robotstxt-and-feeds
 * - built files and uploads (`/assets/*`, `/uploads/*`, `/sw.js`...): static files
 */

type JsonSchema = Record<string, unknown>;

describe('the API description', () => {
  const { server } = useTestServer();

  let document: OpenApiDocument;
  beforeAll(async () => {
    const res = await fetch(`${server.base}/api/openapi.json`);
    expect(res.status).toBe(200);
    document = (await res.json()) as OpenApiDocument;
  });

  it('describes every mounted API route, and no other', async () => {
    const mounted = appRoutes(server);
    const undescribed = mounted
      .filter(({ method, path }) => {
        const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
        return !operation?.summary;
      })
      .map(({ method, path }) => `${method} ${path}`);
    expect(undescribed).toEqual([]);
    const keys = new Set(mounted.map(({ method, path }) => `${method} ${path}`));
    expect(Object.keys(OPERATIONS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("documents each validated input and the error shape's answers", async () => {
    const list = document.paths['/api/notices']!.get!;
    expect(list.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['name', 'type', 'county', 'sort', 'take', 'page']),
    );
    // the answers' shapes: the list's page and each item's fields
    const answer = (path: string) =>
      (
        document.paths[path]!.get!.responses['200'] as {
          content: Record<string, { schema: { properties: Record<string, JsonSchema> } }>;
        }
      ).content['application/json']!.schema;
    const page = answer('/api/notices');
    expect(Object.keys(page.properties)).toEqual(['items', 'total', 'hasMore']);
    expect(page.properties.items!.items).toMatchObject({
      required: expect.arrayContaining(['id', 'deceasedName', 'counties', 'portraitUrl']),
    });
    expect(answer('/api/companies/{id}').properties).toHaveProperty('hours');
    const reply = document.paths['/api/notices/{id}/replies']!.post!;
    expect(reply.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    const body = reply.requestBody!.content['application/json']!.schema;
    expect(body.properties).toHaveProperty('author');
    expect(body.properties).toHaveProperty('text');
    expect(reply.responses['422']).toEqual({ $ref: '#/components/responses/Invalid' });
    expect(reply.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['error'],
    });
  });

  it('renders the reference page from the same document, on our origin alone', async () => {
    const res = await fetch(`${server.base}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; frame-ancestors 'none'$/,
    );
    const html = await res.text();
    expect(html).not.toMatch(/<script|https?:\/\/(?!kyynal)/);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(html).toContain(`id="${operation.operationId}"`);
        expect(html).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
    // the document's texts are escaped: the description's `{"error":...}` stays text
    expect(html).toContain('{&quot;error&quot;');
  });
  // last: compiling the OpenAPI schema takes seconds, past the server's keep-alive
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate({ ...document });
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });
});
