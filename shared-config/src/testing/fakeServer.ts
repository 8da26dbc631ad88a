/**
 * The one fake of the API server for every app's component tests: `fetch` answered the way the server answers, so
 * components run through the real RTK Query client. Each request is recorded; a handler (or a table of
 * 'METHOD /path' handlers) returns a Response, or nothing for a 404 `{ error }` as the server gives.
 */
import { FALLBACK_DOMAIN_CONFIG, type DomainConfig, type RootState } from '@dl/shared-config';

/** Where the tests' API answers (Node's Request refuses relative URLs). */
export const API_ORIGIN = 'http://localhost';

export interface SeenRequest {
  url: URL;
  /** The URL's path, without the query. */
  path: string;
  method: string;
  /** The JSON body, for a request that has one. */
  body: unknown;
  authorization: string | null;
}

export type Handler = (req: SeenRequest) => Response | undefined | Promise<Response | undefined>;
/** 'METHOD /path' (query excluded) → its handler. */
export type Routes = Record<string, Handler>;

export function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

export function empty(status: number, statusText = ''): Response {
  return new Response(null, { status, statusText });
}

/** Replaces `fetch` for the test; returns the requests seen, in order. */
export function fakeServer(answer: Handler | Routes): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const handler: Handler = typeof answer === 'function' ? answer : (req) => answer[`${req.method} ${req.path}`]?.(req);
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const req: SeenRequest = { url, path: url.pathname, method: request.method, body: text ? JSON.parse(text) : undefined, authorization: request.headers.get('authorization') };
    seen.push(req);
    return (await handler(req)) ?? json({ error: `No route ${req.method} ${req.path}`, code: 'test.no_route' }, 404, 'Not Found');
  });
  return seen;
}

/** A store state with the domain's configuration (the fallback's, with `config` over it) and the API at API_ORIGIN. */
export function apiState(config: Partial<DomainConfig> = {}): Pick<RootState, 'domain'> {
  return { domain: { config: { ...FALLBACK_DOMAIN_CONFIG, ...config, api: { ...FALLBACK_DOMAIN_CONFIG.api, baseUrl: API_ORIGIN, ...config.api } }, source: 'server' } };
}
