/**
 * Test helper: answers `fetch` the way the API server does, so components run through the real RTK Query
 * client. Every request is recorded; a handler returns a Response or undefined (→ 404 `{ error }`).
 */
import { FALLBACK_DOMAIN_CONFIG, type RootState } from '@dl/shared-config';

export const ORIGIN = 'http://localhost';

export interface SeenRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

export type Handler = (req: SeenRequest) => Response | undefined | Promise<Response | undefined>;

export function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

export function empty(status: number, statusText = ''): Response {
  return new Response(null, { status, statusText });
}

/** Replaces global fetch; returns the list of requests seen. */
export function fakeServer(handler: Handler): SeenRequest[] {
  const seen: SeenRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const req: SeenRequest = { method: request.method, path: url.pathname, url, body: text ? JSON.parse(text) : undefined };
    seen.push(req);
    return (await handler(req)) ?? json(404, { error: 'Not found' }, 'Not Found');
  });
  return seen;
}

/** The store state every page test starts from: the API at the test page's own origin. */
export const apiAtOrigin: Partial<RootState> = {
  domain: { config: { ...FALLBACK_DOMAIN_CONFIG, domain: 'dl.example.com', api: { ...FALLBACK_DOMAIN_CONFIG.api, baseUrl: ORIGIN } }, source: 'server' },
};

/** Fake timers that leave Node's own scheduling (used by fetch bodies) alone. */
export function useTestTimers(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
}

/**
 * Moves fake time on in steps of at most one second, letting React render between steps (a single long
 * act() would hold back the renders, and the timers they schedule, until its end).
 */
export async function advanceTime(ms: number, { act }: { act: (cb: () => Promise<void>) => Promise<void> }): Promise<void> {
  let left = ms;
  do {
    const step = Math.min(1000, left);
    await act(async () => void (await jest.advanceTimersByTimeAsync(step)));
    left -= step;
  } while (left > 0);
}
