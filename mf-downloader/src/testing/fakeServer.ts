/** Test helpers: `global.fetch` answering like the server's POST /api/download-video, and a store for it. */
import { FALLBACK_DOMAIN_CONFIG, type DomainConfig, type Format, type RootState, type VideoInfo } from '@dl/shared-config';

export const API_ORIGIN = 'http://localhost';

export interface SeenRequest {
  url: string;
  method: string;
  body: unknown;
}

type Reply = Response | Promise<Response>;

/** Replaces global.fetch; `reply` answers each request. Returns the requests seen. */
export function mockFetch(reply: (req: SeenRequest) => Reply): SeenRequest[] {
  const seen: SeenRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const text = await req.clone().text();
    const entry = { url: req.url, method: req.method, body: text ? JSON.parse(text) : null };
    seen.push(entry);
    return reply(entry);
  }) as typeof fetch;
  return seen;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function format(overrides: Partial<Format> = {}): Format {
  return {
    url: '/api/proxied_download?url=x&sig=1',
    label: '720p',
    ext: 'mp4',
    resolution: '1280x720',
    is_audio_only: false,
    has_audio: true,
    tbr: 1500,
    abr: 128,
    vbr: 1372,
    filesize: 15728640,
    ...overrides,
  };
}

export function videoInfo(overrides: Partial<VideoInfo> = {}): VideoInfo {
  return {
    title: 'Big Buck Bunny',
    platform: 'YouTube',
    thumbnail_url: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    uploader: 'Blender',
    description: 'A short film.',
    duration: 634,
    is_podcast: false,
    series: null,
    episode_number: null,
    season_number: null,
    formats: [format()],
    ...overrides,
  };
}

/** Preloaded state with the API on an absolute origin (Node's Request refuses relative URLs). */
export function stateWith(config: Partial<DomainConfig> = {}): Partial<RootState> {
  return {
    domain: {
      config: { ...FALLBACK_DOMAIN_CONFIG, ...config, api: { ...FALLBACK_DOMAIN_CONFIG.api, baseUrl: API_ORIGIN, ...config.api } },
      source: 'server',
    },
  };
}
