import { api } from '@dl/shared-config/api';

export interface RemoteBuild {
  name: string;
  buildVersion: string;
}

/** What the server says of itself to a domain in debug mode (GET /api/health). */
export interface ServerHealth {
  version: string;
  uptime_seconds: number;
  engine?: {
    version: string | null;
    origin: string;
    last_update: { at: string; result: string; message: string } | null;
  };
}

/** A remote's mf-manifest.json, read for its build version (`<version>+<build label>`); the server's health. */
const manifestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServerHealth: build.query<ServerHealth, void>({ query: () => '/api/health' }),
    getRemoteBuild: build.query<RemoteBuild, string>({
      queryFn: async (url) => {
        try {
          const res = await fetch(url, { cache: 'no-cache' });
          if (!res.ok) return { error: { status: res.status, message: `HTTP ${res.status}` } };
          const manifest = (await res.json()) as { name?: string; metaData?: { buildInfo?: { buildVersion?: string } } };
          return { data: { name: manifest.name ?? '', buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? 'unknown' } };
        } catch (e) {
          return { error: { status: 'FETCH_ERROR', message: (e as Error).message } };
        }
      },
    }),
  }),
});

export const { useGetRemoteBuildQuery, useGetServerHealthQuery } = manifestApi;
