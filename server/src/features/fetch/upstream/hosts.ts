/**
 * Which platform a request's host belongs to, for the platform's own proxy pool (UPSTREAM_PROXIES_<PLATFORM>): its
 * page hosts (the platform table's) and the hosts its media, images and APIs come from. A platform's media must
 * leave through the same pool as its page: several platforms (YouTube first) tie a media link to the address that
 * asked for the page, and answer 403 to another.
 *
 * A host that is no platform's (a podcast's own file host, a feed) takes UPSTREAM_PROXIES.
 */
import { PLATFORMS } from '@dl/contract';

/** Media, image and API hosts, by platform id (a host and its subdomains). */
const MEDIA_HOSTS: Record<string, readonly string[]> = {
  youtube: ['googlevideo.com', 'ytimg.com', 'ggpht.com', 'youtube-nocookie.com', 'youtubei.googleapis.com', 'googleusercontent.com'],
  tiktok: ['tiktokcdn.com', 'tiktokcdn-us.com', 'tiktokv.com', 'tiktokv.us', 'ttwstatic.com', 'byteoversea.com', 'ibytedtos.com', 'ibyteimg.com', 'muscdn.com'],
  twitter: ['twimg.com', 't.co'],
  // fbcdn.net serves Instagram's media too: Facebook's pool, being listed first, carries it.
  facebook: ['fbcdn.net', 'fb.com', 'facebook.net', 'fbsbx.com'],
  instagram: ['cdninstagram.com'],
  vimeo: ['vimeocdn.com', 'vimeo.com'],
  bilibili: ['bilivideo.com', 'bilivideo.cn', 'hdslb.com', 'biliapi.net', 'biliapi.com', 'bilibili.cn'],
  xiaohongshu: ['xhscdn.com', 'xhscdn.net'],
  soundcloud: ['sndcdn.com', 'soundcloud.cloud'],
  'apple-podcasts': ['mzstatic.com'],
  tunein: ['radiotime.com', 'tunein.streamguys1.com'],
  playerfm: ['playerfm.com'],
  castbox: ['castbox.fm', 'cbximg.com'],
  xiaoyuzhou: ['xyzcdn.net', 'xiaoyuzhoufm.com'],
};

/** Every platform with its hosts, in the platform table's order. */
export const PLATFORM_HOSTS: readonly { id: string; hosts: readonly string[] }[] = PLATFORMS.map((p) => ({
  id: p.id,
  hosts: [...new Set([...p.hosts, ...(MEDIA_HOSTS[p.id] ?? [])])],
}));

/** The id of the platform a host belongs to (the host or a subdomain of one of its hosts), or null. */
export function platformOfRequestHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  for (const p of PLATFORM_HOSTS) if (p.hosts.some((h) => host === h || host.endsWith(`.${h}`))) return p.id;
  return null;
}
