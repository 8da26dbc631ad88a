/**
 * The platform table: the one source for routing, navigation, the trust strip, the sitemap, the server's
 * head injection and URL detection. Alias paths are generated from name stems × path suffixes plus a few
 * hand-picked extras, so every platform meets the alias counts of SPEC §2.
 */
import { UNKNOWN_PLATFORM } from './unknownPlatform';
import type { SupportedPlatformConfig } from './types';

export type PlatformCategory = 'video' | 'audio';

export interface Platform {
  id: string;
  name: string;
  displayName: string;
  /** Route slug: the landing page lives at /{slug}-downloader. */
  slug: string;
  icon: string;
  color: string;
  priority: number;
  enabled: boolean;
  category: PlatformCategory;
  /** Substrings whose presence in a URL identifies the platform (SPEC §3 platform detection). */
  hosts: string[];
  /** Accepts app share text with a URL inside (SPEC §5). */
  acceptsShareText: boolean;
  /** The landing page's <title> and meta description. */
  title: string;
  description: string;
  heading: string;
  /** Every alias path of the landing page (the main path excluded). */
  aliases: string[];
}

interface PlatformSeed extends Omit<Platform, 'aliases' | 'title' | 'description' | 'heading'> {
  stems: string[];
  suffixes: string[];
  extras?: string[];
  what: string;
}

const VIDEO_SUFFIXES = [
  '-downloader', '-download', '-video-downloader', '-video-download', '-downloader-online', '-to-mp4',
  '-to-mp3', '-mp4-downloader', '-mp3-downloader', '-saver', '-video-saver', '-hd-downloader',
  '-downloader-free', '-free-downloader', '-download-online',
];
const AUDIO_SUFFIXES = [
  '-downloader', '-download', '-to-mp3', '-mp3-downloader', '-audio-downloader', '-podcast-downloader',
  '-episode-downloader', '-downloader-online', '-download-online', '-free-downloader', '-saver',
  '-audio-download', '-mp3', '-to-m4a', '-offline',
];

const seeds: PlatformSeed[] = [
  {
    id: 'youtube', name: 'YouTube', displayName: 'YouTube', slug: 'youtube', icon: 'fab fa-youtube',
    color: '#FF0000', priority: 1, enabled: true, category: 'video', hosts: ['youtube.com', 'youtu.be'],
    acceptsShareText: false, stems: ['youtube', 'yt'], suffixes: VIDEO_SUFFIXES,
    extras: ['/youtube-4k-download', '/youtube-shorts-downloader', '/youtube-music-downloader', '/download-youtube-video'],
    what: 'YouTube videos, Shorts and music',
  },
  {
    id: 'tiktok', name: 'TikTok', displayName: 'TikTok', slug: 'tiktok', icon: 'fab fa-tiktok', color: '#000000',
    priority: 2, enabled: true, category: 'video', hosts: ['tiktok.com'], acceptsShareText: false,
    stems: ['tiktok', 'tik-tok', 'tt'], suffixes: VIDEO_SUFFIXES,
    extras: ['/tiktok-no-watermark', '/tiktok-without-watermark', '/tiktok-downloader-no-watermark',
      '/tiktok-video-no-watermark', '/download-tiktok-no-watermark', '/tiktok-watermark-remover', '/download-tiktok-video'],
    what: 'TikTok videos without a watermark',
  },
  {
    id: 'twitter', name: 'Twitter', displayName: 'Twitter / X', slug: 'twitter', icon: 'fab fa-x-twitter',
    color: '#1DA1F2', priority: 3, enabled: true, category: 'video', hosts: ['twitter.com', 'x.com'],
    acceptsShareText: false, stems: ['twitter', 'x', 'tweet'], suffixes: VIDEO_SUFFIXES,
    extras: ['/x-com-video-downloader', '/download-twitter-video', '/twitter-gif-downloader'],
    what: 'videos and GIFs from tweets on X (Twitter)',
  },
  {
    id: 'facebook', name: 'Facebook', displayName: 'Facebook', slug: 'facebook', icon: 'fab fa-facebook',
    color: '#1877F2', priority: 4, enabled: true, category: 'video', hosts: ['facebook.com', 'fb.watch'],
    acceptsShareText: false, stems: ['facebook'], suffixes: VIDEO_SUFFIXES.slice(0, 10),
    extras: ['/fb-downloader', '/fb-video-downloader', '/facebook-reels-downloader'],
    what: 'Facebook videos and reels',
  },
  {
    id: 'instagram', name: 'Instagram', displayName: 'Instagram', slug: 'instagram', icon: 'fab fa-instagram',
    color: '#E4405F', priority: 5, enabled: true, category: 'video', hosts: ['instagram.com', 'instagr.am'],
    acceptsShareText: false, stems: ['instagram', 'ig', 'insta'], suffixes: VIDEO_SUFFIXES,
    extras: ['/instagram-reels-downloader', '/instagram-reel-downloader', '/reels-downloader',
      '/instagram-stories-downloader', '/instagram-story-downloader', '/story-saver', '/igtv-downloader',
      '/instagram-igtv-downloader', '/ig-reels-downloader', '/ig-story-downloader', '/download-instagram-video'],
    what: 'Instagram reels, stories, IGTV and video posts',
  },
  {
    id: 'vimeo', name: 'Vimeo', displayName: 'Vimeo', slug: 'vimeo', icon: 'fab fa-vimeo-v', color: '#1AB7EA',
    priority: 6, enabled: true, category: 'video', hosts: ['vimeo.com', 'vimeocdn.com'], acceptsShareText: false,
    stems: ['vimeo'], suffixes: VIDEO_SUFFIXES,
    extras: ['/vimeo-private-video-downloader', '/vimeo-hd-download', '/download-vimeo-video', '/vimeo-4k-download', '/vimeo-showcase-downloader'],
    what: 'Vimeo videos in HD',
  },
  {
    id: 'bilibili', name: 'Bilibili', displayName: 'Bilibili', slug: 'bilibili', icon: 'fas fa-tv', color: '#00A1D6',
    priority: 7, enabled: true, category: 'video', hosts: ['bilibili.com', 'b23.tv', 'bilibili.tv'],
    acceptsShareText: true, stems: ['bilibili', 'bili'], suffixes: VIDEO_SUFFIXES.slice(0, 9),
    extras: ['/b23-downloader', '/bilibili-bangumi-downloader'],
    what: 'Bilibili videos',
  },
  {
    id: 'xiaohongshu', name: 'Xiaohongshu', displayName: 'Xiaohongshu (RedNote)', slug: 'xiaohongshu',
    icon: 'fas fa-book-open', color: '#FF2442', priority: 8, enabled: true, category: 'video',
    hosts: ['xiaohongshu.com', 'xhslink.com'], acceptsShareText: true,
    stems: ['xiaohongshu', 'rednote', 'red-note', 'xhs'], suffixes: VIDEO_SUFFIXES.slice(0, 10),
    extras: ['/little-red-book-downloader', '/xiaohongshu-no-watermark', '/rednote-no-watermark'],
    what: 'Xiaohongshu (RedNote) videos',
  },
  {
    id: 'soundcloud', name: 'SoundCloud', displayName: 'SoundCloud', slug: 'soundcloud', icon: 'fab fa-soundcloud',
    color: '#FF5500', priority: 9, enabled: true, category: 'audio', hosts: ['soundcloud.com', 'snd.sc'],
    acceptsShareText: false, stems: ['soundcloud', 'sound-cloud'], suffixes: AUDIO_SUFFIXES,
    extras: ['/soundcloud-playlist-downloader', '/soundcloud-song-downloader'],
    what: 'SoundCloud tracks',
  },
  {
    id: 'apple-podcasts', name: 'Apple Podcasts', displayName: 'Apple Podcasts', slug: 'apple-podcasts',
    icon: 'fas fa-podcast', color: '#9933CC', priority: 10, enabled: true, category: 'audio',
    hosts: ['podcasts.apple.com', 'itunes.apple.com'], acceptsShareText: false,
    stems: ['apple-podcasts', 'apple-podcast', 'itunes-podcast'], suffixes: AUDIO_SUFFIXES,
    extras: ['/podcast-mp3-downloader', '/podcast-episode-downloader', '/download-podcast', '/apple-podcast-mp3'],
    what: 'Apple Podcasts episodes',
  },
  {
    id: 'tunein', name: 'TuneIn', displayName: 'TuneIn', slug: 'tunein', icon: 'fas fa-broadcast-tower',
    color: '#14D8CC', priority: 11, enabled: true, category: 'audio', hosts: ['tunein.com'], acceptsShareText: false,
    stems: ['tunein', 'tune-in', 'tunein-radio'], suffixes: AUDIO_SUFFIXES,
    what: 'TuneIn podcast episodes',
  },
  {
    id: 'playerfm', name: 'Player.FM', displayName: 'Player.FM', slug: 'playerfm', icon: 'fas fa-play-circle',
    color: '#C8102E', priority: 12, enabled: true, category: 'audio', hosts: ['player.fm'], acceptsShareText: false,
    stems: ['playerfm', 'player-fm', 'player-dot-fm'], suffixes: AUDIO_SUFFIXES,
    what: 'Player.FM podcast episodes',
  },
  {
    id: 'castbox', name: 'Castbox', displayName: 'Castbox', slug: 'castbox', icon: 'fas fa-box-open', color: '#F55B23',
    priority: 13, enabled: true, category: 'audio', hosts: ['castbox.fm'], acceptsShareText: false,
    stems: ['castbox', 'castbox-fm', 'cast-box'], suffixes: AUDIO_SUFFIXES,
    what: 'Castbox podcast episodes',
  },
  {
    id: 'xiaoyuzhou', name: 'Xiaoyuzhou', displayName: 'Xiaoyuzhou FM', slug: 'xiaoyuzhou', icon: 'fas fa-globe-asia',
    color: '#25B4E1', priority: 14, enabled: true, category: 'audio', hosts: ['xiaoyuzhoufm.com', 'xyzfm.link'],
    acceptsShareText: false, stems: ['xiaoyuzhou', 'xiaoyuzhou-fm', 'xiaoyuzhoufm'], suffixes: AUDIO_SUFFIXES,
    extras: ['/xyz-podcast-downloader', '/xyzfm-downloader', '/cosmos-podcast-downloader'],
    what: 'Xiaoyuzhou FM podcast episodes',
  },
];

function buildPlatform({ stems, suffixes, extras = [], what, ...p }: PlatformSeed): Platform {
  const main = `/${p.slug}-downloader`;
  const generated = stems.flatMap((stem) => suffixes.map((suffix) => `/${stem}${suffix}`));
  const aliases = [...new Set([...generated, ...extras])].filter((a) => a !== main);
  return {
    ...p,
    aliases,
    title: `${p.displayName} Downloader - Download ${what} free online`,
    description: `Paste a ${p.displayName} link to download ${what} in every available format and quality. Free, no registration, public content only.`,
    heading: `${p.displayName} Downloader`,
  };
}

export const PLATFORMS: readonly Platform[] = seeds.map(buildPlatform);

/** Spotify is detected (SPEC §3) but has no landing page: its audio is DRM-protected. */
export const SPOTIFY_HOSTS = ['spotify.com', 'spoti.fi'];


export function platformById(id: string): Platform | undefined {
  return PLATFORMS.find((p) => p.id === id);
}

/** Platforms sorted by priority (lowest number first), enabled ones only. */
export function platformsByPriority(platforms: readonly Platform[] = PLATFORMS): Platform[] {
  return platforms.filter((p) => p.enabled).sort((a, b) => a.priority - b.priority);
}

function hostOf(url: string): string | null {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#\s]+)/i.exec(url.trim()) ?? /^([^/?#\s:]+\.[a-z]{2,})(?:[/:?#]|$)/i.exec(url.trim());
  if (!m) return null;
  return m[1].replace(/^.*@/, '').replace(/:\d+$/, '').toLowerCase();
}

function matches(url: string, hosts: readonly string[]): boolean {
  const host = hostOf(url);
  // SPEC §3 detects by substring; matching on the host name keeps 'x.com' from matching 'netflix.com'.
  if (host) return hosts.some((h) => host === h || host.endsWith(`.${h}`));
  const lower = url.toLowerCase();
  return hosts.some((h) => lower.includes(h));
}

/** SPEC §3 platform detection: the platform's name, 'Spotify', or 'Unknown Platform'. */
export function detectPlatform(url: string): string {
  for (const p of PLATFORMS) if (matches(url, p.hosts)) return p.name;
  if (matches(url, SPOTIFY_HOSTS)) return 'Spotify';
  return UNKNOWN_PLATFORM;
}

/** A domain's `supportedPlatforms` entry; its name and icon may be left out. */
type SupportedPlatform = Omit<SupportedPlatformConfig, 'name' | 'icon'> & Partial<Pick<SupportedPlatformConfig, 'name' | 'icon'>>;

/**
 * The platform table as a domain configures it: a domain's `supportedPlatforms` entry may disable a platform,
 * rename it, recolor it, give it another icon or change its priority. Platforms the domain does not list keep
 * the table's values.
 */
export function domainPlatforms(supported: readonly SupportedPlatform[]): Platform[] {
  const byId = new Map(supported.map((s) => [s.id, s]));
  return platformsByPriority(
    PLATFORMS.map((p) => {
      const s = byId.get(p.id);
      return s
        ? { ...p, enabled: s.enabled, priority: s.priority, name: s.name || p.name, displayName: s.displayName || p.displayName, color: s.color || p.color, icon: s.icon || p.icon }
        : p;
    }),
  );
}

/**
 * A detected platform's name (detectPlatform) as the domain names it (`supportedPlatforms[].name`): the
 * preview page's title, its filename and the history record use it.
 */
export function domainPlatformName(detected: string, supported: readonly Pick<SupportedPlatform, 'id' | 'name'>[]): string {
  const platform = PLATFORMS.find((p) => p.name === detected);
  const configured = platform && supported.find((s) => s.id === platform.id)?.name;
  return configured || detected;
}
