/**
 * The API described: an OpenAPI 3.1 document generated from the routes' own schemas (`@fastify/swagger`, which
 * reads each route as it is registered, so it is registered before them), served as JSON and YAML, and read in a
 * browser at `/api/docs` (`@fastify/swagger-ui`). Only the API is described (`/api/…` and the health checks), each
 * operation under the tag of its area.
 *
 * It is kept fit for generated clients (`openapi.test.ts` lints it with Redocly's recommended rules and generates a
 * typed client from it): every operation has an `operationId`, its `security` (`[]` for a public one) and its 4xx
 * answers (`$ref: Error`); the shapes a client handles (`shared/schemas.ts` `named`) are `components.schemas`.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

const DOCS_PREFIX = '/api/docs';

/** The areas of the API, by path: the first that matches names an operation's tag. */
const TAGS: { name: string; description: string; test: RegExp }[] = [
  { name: 'Extraction', description: 'A pasted link in, the media it holds and their formats out (SPEC §7).', test: /^\/api\/download-video$/ },
  { name: 'One call', description: 'For programs (an API key, an iOS Shortcut, a bookmarklet): a link in, the file out, in one call.', test: /^\/api\/file$/ },
  { name: 'Merges', description: 'Separate video and audio streams merged by the server: start, progress, the file.', test: /^\/api\/download\// },
  { name: 'Media', description: 'Signed links to media, subtitles and images, fetched by the server; what a preview link plays.', test: /^\/api\/(proxied_download|tiktok_proxy|image-proxy|preview|subtitles)$/ },
  { name: 'Bot check', description: 'The check a domain may ask of a client before its costly calls: a challenge, and a solution or a provider’s token in for a pass (the `mg_pass` cookie).', test: /^\/api\/challenge$/ },
  { name: 'Short links', description: 'Short links to a preview.', test: /^\/api\/shorten-preview/ },
  { name: 'Accounts', description: 'Optional accounts: registration, sessions, profile, preferences and download history.', test: /^\/api\/auth\// },
  { name: 'Site', description: 'The configuration of the domain a request is for, and of the server.', test: /^\/api\/(domain-config|config)$/ },
  { name: 'Health', description: 'For load balancers and operators.', test: /^\/(healthz|readyz|api\/health)$/ },
  { name: 'Status', description: 'Whether each platform works right now, from the canary extractions of the last 24 hours.', test: /^\/api\/status$/ },
];

/**
 * The documentation page's policy, set on its routes after the API's (plugins/security.ts): its own scripts and styles
 * (Swagger UI sets inline styles) and the document, nothing else, never framed.
 */
const DOCS_HEADERS = {
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'DENY',
};

export default fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Media downloader API',
          version,
          description:
            'The API the site itself uses. Requests and answers are JSON unless an operation says otherwise; errors answer ' +
            '`{ "error": "…", "code": "…" }` with a message meant for the visitor. Signed-in operations take `Authorization: Bearer <access token>`.',
        },
        // One server, the site the document is read from: every domain the server answers (each brand) serves the same API.
        servers: [{ url: '/', description: 'The site this document was fetched from (every domain of the service serves the same API)' }],
        tags: TAGS.map(({ name, description }) => ({ name, description })),
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The signed-in user’s access token, from `POST /api/auth/login`.' },
            apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'mgk_…', description: 'A personal API key made in the profile, sent as `Authorization: Bearer mgk_…`.' },
            apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'A personal API key made in the profile, sent as `X-API-Key: mgk_…`.' },
          },
        },
      },
      // A schema registered with an `$id` (`shared/schemas.ts` `named`) keeps it as its name in components.schemas.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      transform: ({ schema, url }) => {
        const tag = TAGS.find((t) => t.test.test(url));
        if (!tag) return { schema: { ...schema, hide: true }, url };
        return { schema: { ...schema, tags: schema?.tags ?? [tag.name] }, url };
      },
      // A route served for GET and HEAD is one operation object for both methods: HEAD gets its own operationId.
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        const { openapiObject } = document;
        for (const item of Object.values(openapiObject.paths ?? {})) {
          const { get, head } = item as { get?: { operationId?: string }; head?: { operationId?: string } };
          if (get?.operationId && head?.operationId === get.operationId) (item as { head: object }).head = { ...head, operationId: `${get.operationId}Head` };
        }
        return openapiObject;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
      uiHooks: {
        onRequest: (_req, reply, done) => {
          reply.headers(DOCS_HEADERS);
          done();
        },
      },
    });
  },
  { name: 'docs' },
);
