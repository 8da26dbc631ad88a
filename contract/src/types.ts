/** Entity types of SPEC §3: the contract between the server and every app. */

export type RemoteArea = 'downloader' | 'auth' | 'preview' | 'content';

export interface BrandColors {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
}

export interface Branding {
  name: string;
  slogan: string;
  tagline: string;
  targetAudience: 'creators' | 'enterprise' | 'comprehensive';
  logo: { icon: string; type: 'fontawesome' | 'svg' | 'image' };
  colors: BrandColors;
}

export interface AnalyticsConfig {
  trackingEnabled: boolean;
  googleAnalyticsId: string;
  microsoftClarityId: string;
  adsenseClientId: string;
  adSlots: { leaderboard: string; responsive: string };
}

export interface SupportedPlatformConfig {
  id: string;
  name: string;
  displayName: string;
  icon: string;
  enabled: boolean;
  color: string;
  priority: number;
}

export interface FeatureSwitches {
  multiDomainSupport: boolean;
  darkMode: boolean;
  debugMode: boolean;
  consentFeature: boolean;
  offlineMode: boolean;
  showNetworkLink: boolean;
  isNetworkHub: boolean;
}

export interface NetworkConfig {
  type: string;
  hubDomain: string;
  networkName: string;
  showInNetworkPage: boolean;
}

export interface ApiConfig {
  /** '' means same origin as the page. */
  baseUrl: string;
  endpoints: { download: string; preview: string; imageProxy: string };
}

/**
 * The bot challenge of a domain (issue 51): what the costly calls (extraction, merge, conversion and clip starts, one
 * call downloads, plain-link proxy downloads) ask of a client that holds no pass. API keys never see it.
 */
export interface ChallengeConfig {
  /**
   * `off`: never asked; `adaptive`: asked only of a client past a threshold of costly calls (per address, and per /64
   * for IPv6), so ordinary visitors never see it; `always`: asked of every client without a pass.
   */
  mode: 'off' | 'adaptive' | 'always';
  /** `altcha`: the self-hosted proof of work (no third party); `turnstile`, `hcaptcha`: the provider's widget. */
  provider: 'altcha' | 'turnstile' | 'hcaptcha';
  /** The provider's public site key (`turnstile`, `hcaptcha`); unused by `altcha`. */
  siteKey: string;
}

/** The body of a 403 with `code` `challenge.required`: what the page's client shows before it retries the call. */
export interface ChallengeRequired {
  error: string;
  code: 'challenge.required';
  challenge: { provider: ChallengeConfig['provider']; siteKey: string };
}

export interface DomainConfig {
  domain: string;
  branding: Branding;
  analytics: AnalyticsConfig;
  contact: { email: string };
  seo: { title: string; description: string; keywords: string; canonicalUrl: string };
  supportedPlatforms: SupportedPlatformConfig[];
  features: FeatureSwitches;
  network: NetworkConfig;
  api: ApiConfig;
  authentication_enabled: boolean;
  /** The bot challenge (issue 51; not in SPEC §3): off unless the domain turns it on. */
  challenge: ChallengeConfig;
  /**
   * The language of a page whose visitor chose none and whose browser asks for none the site has (issue #24; not in
   * SPEC §3). English unless the domain says otherwise.
   */
  defaultLanguage: (typeof import('./accountOptions').LANGUAGES)[number];
  /**
   * Where each remote's `mf-manifest.json` lives (not in SPEC §3: our addition, so that a domain can point
   * one remote at another build without rebuilding the shell). Same-origin paths by default.
   */
  remotes: Record<RemoteArea, string>;
}

export interface Preferences {
  default_video_quality: '4k' | '1080p' | '720p' | '480p' | '360p' | 'auto';
  default_audio_format: 'mp3' | 'wav' | 'flac' | 'aac' | 'm4a';
  auto_download: boolean;
  download_history_enabled: boolean;
  email_notifications: boolean;
  /**
   * Issue #29: where a video's original language is not the profile's and a track in the profile's language exists,
   * that track is chosen at first instead of the original. Off by default.
   */
  audio_track_in_my_language: boolean;
  theme: 'light' | 'dark' | 'auto';
}

export interface Profile {
  display_name: string | null;
  avatar_url: string | null;
  timezone: string;
  language: string;
  country: string | null;
  preferences: Preferences;
}

export interface Subscription {
  tier: string;
  usage_limits: { downloads_today: number; daily_limit: number | null };
}

export interface User {
  email: string;
  username: string | null;
  email_verified: boolean;
  profile: Profile;
  subscription: Subscription;
}

export interface Format {
  url: string;
  label: string;
  ext: string;
  resolution: string | null;
  is_audio_only: boolean;
  has_audio: boolean;
  tbr: number | null;
  abr: number | null;
  vbr: number | null;
  filesize: number | null;
  /**
   * Set on an audio format the server converts to (issue #23): the target, the MP3 bitrate, and whether the list shows
   * it behind "More audio formats" (everything but the default MP3).
   */
  conversion?: { to: 'mp3' | 'wav' | 'flac' | 'aac' | 'm4a'; bitrate_kbps: number | null; more: boolean };
  /**
   * Set when the format's audio is not the source's own track (issue #29): what its file name adds to say which track
   * it carries (`es`, `en-5.1`, `en-description`).
   */
  track_tag?: string;
}

/** One audio track of a source that has several (issue #29): a language, a mix or a role. */
export interface AudioTrack {
  /** The track's handle within the result (`en`, `es`, `en.6ch`, `en.description`); `track=` on a share link. */
  id: string;
  /** A BCP 47 tag (`en`, `pt-BR`), or null when the source names none. */
  language: string | null;
  /** The source's own name for the track, when it gives one ("Español", "English (original)"). */
  name: string | null;
  /** The source's original language. */
  original: boolean;
  kind: 'main' | 'dub' | 'description' | 'commentary';
  /** 2 for stereo, 6 for 5.1; null when not known. */
  channels: number | null;
  /** The best format's audio codec as the source names it (`mp4a.40.2`, `ec-3`, `opus`), or null. */
  codec: string | null;
  /** The best format's bitrate in kbps, or null. */
  abr: number | null;
  /**
   * The formats with this track's audio, in the order of `formats`: merged videos, the track's own audio files and the
   * conversions. Absent on the first track, the source's own: its formats are the result's `formats`.
   */
  formats?: Format[];
}

export interface VideoInfo {
  title: string;
  platform: string;
  thumbnail_url: string | null;
  uploader: string | null;
  description: string | null;
  duration: number | null;
  is_podcast: boolean;
  series: string | null;
  episode_number: number | null;
  season_number: number | null;
  formats: Format[];
  /** The subtitles the source lists, one entry per language, each downloadable as SubRip or WebVTT (issue #23). */
  subtitles?: Subtitle[];
  /**
   * The audio tracks when the source has more than one (issue #29), the source's own first (the original, else its
   * default); absent for a single track.
   */
  audio_tracks?: AudioTrack[];
  /**
   * The items of a podcast feed, show page or playlist (issue #23), newest first for a feed: each one's `url` extracts
   * that item alone. Absent for a single item.
   */
  episodes?: MediaItem[];
  /** With `episodes`: the list's handle, for a ZIP of chosen items (`GET /api/download/zip?list_id=…&items=1,3`). */
  list_id?: string;
  error?: string;
}

/** One item of a feed or playlist as a result lists it. */
export interface MediaItem {
  title: string;
  /** The link that extracts this item (a feed's episode: the feed's link with `#episode=<id>`). */
  url: string;
  /** ISO 8601, or null. */
  published: string | null;
  /** Seconds, or null. */
  duration: number | null;
  thumbnail_url: string | null;
}

export interface Subtitle {
  /** The source's language code ('en', 'pt-BR', 'en-orig'). */
  lang: string;
  /** The language's name as the source gives it, else the code. */
  name: string;
  /** Automatic captions (speech recognition), not subtitles a person wrote. */
  automatic: boolean;
  /** Signed download links of the `.srt` and `.vtt` files. */
  srt: string;
  vtt: string;
}

export type HistoryStatus = 'completed' | 'failed' | 'in_progress';

export interface HistoryItem {
  id: string;
  title: string;
  url: string;
  platform: string;
  format: string;
  quality: string | null;
  file_size: number | null;
  duration: number | null;
  download_time: string;
  status: HistoryStatus;
  thumbnail_url: string | null;
  file_url: string | null;
}

export interface HistoryRecord {
  url: string;
  title: string;
  platform: string;
  format: 'audio' | 'video';
  quality: string | null;
  file_size: number | null;
  thumbnail_url: string | null;
}

export interface MergeTask {
  task_id: string;
  status: string;
  progress: number;
  message: string;
  actual_sizes?: { final_file: number | null; combined_streams: number | null };
}

export interface ConfigResponse {
  file_retention_seconds: number;
  environment: string;
  /** The most items one ZIP of a list's items may hold (ZIP_MAX_ITEMS; issue #23). */
  zip_max_items?: number;
}

export interface ShortLinkParams {
  url?: string;
  title?: string;
  filename?: string;
  is_audio?: string;
  resolution?: string;
  filesize?: string;
  bitrate?: string;
  source_url?: string;
  thumbnail_url?: string;
  /** The audio track's name when it is not the source's own (issue #29). */
  audio_track?: string;
}
