import { api } from '@dl/shared-config/api';

export interface RemoteBuild {
  name: string;
  buildVersion: string;
}

/** A remote's mf-manifest.json, read for its build version (`<version>+<build label>`). */
const manifestApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetRemoteBuildQuery } = manifestApi;
