/**
 * What an extraction finds and stores: written by the extract feature, read back by merges and previews (by the
 * extraction's id), so it is shared rather than any one feature's.
 */

/** One stream as a source offers it (yt-dlp's format dictionary, trimmed to what we use). */
export interface RawFormat {
  format_id: string;
  /** The media URL (for HLS the variant playlist, for DASH the manifest). */
  url: string;
  manifest_url?: string | null;
  /** A DASH format's stream in its manifest, as ffmpeg numbers the manifest's streams. */
  manifest_stream_number?: number | null;
  /** http, https, m3u8, m3u8_native, http_dash_segments, ... */
  protocol: string;
  ext: string;
  /** 'none' when the stream has no video; null when unknown. */
  vcodec?: string | null;
  /** 'none' when the stream has no audio; null when unknown. */
  acodec?: string | null;
  width?: number | null;
  height?: number | null;
  fps?: number | null;
  tbr?: number | null;
  abr?: number | null;
  vbr?: number | null;
  filesize?: number | null;
  filesize_approx?: number | null;
  format_note?: string | null;
  /** The audio's language as the source names it (`en`, `es-419`), when known. */
  language?: string | null;
  /** The engine's ranking of the language (YouTube: 10 for the original track, -1 for the others), when it gives one. */
  language_preference?: number | null;
  /** The audio's channels (2 stereo, 6 for 5.1), from the engine or the manifest. */
  audio_channels?: number | null;
  /** The track's role as the manifest gives it (DASH Role: main, dub, description, commentary, ...). */
  track_role?: string | null;
  /** The manifest marks this track default (HLS DEFAULT=YES). */
  track_default?: boolean | null;
  /** Set on the audio of a track other than the source's own: what file names add for it (`es`, `en-5.1`). */
  track_tag?: string | null;
  has_drm?: boolean;
  /** Headers the source needs (Referer, User-Agent, ...). */
  http_headers?: Record<string, string>;
}

export interface EpisodeRef {
  title: string;
  /** The link that extracts this item alone: a playlist entry's page, or a feed's link with `#episode=<id>`. */
  url: string;
  /** ISO 8601, or null. */
  published: string | null;
  /** Seconds, or null. */
  duration?: number | null;
  thumbnail?: string | null;
}

/** One language's subtitles as the source publishes them: a WebVTT or SubRip file. */
export interface RawSubtitle {
  /** The language code the source uses ('en', 'pt-BR', 'en-orig'). */
  lang: string;
  /** The source's name for it ('English', 'English (auto-generated)'), when it gives one. */
  name: string | null;
  /** Made by speech recognition (YouTube's automatic captions), not by a person. */
  automatic: boolean;
  url: string;
  ext: 'vtt' | 'srt';
  http_headers?: Record<string, string>;
}

/** What an engine or a native extractor found for a link. */
export interface RawInfo {
  /** The page the user asked for (after share-text cleaning). */
  webpage_url: string;
  title: string;
  uploader: string | null;
  description: string | null;
  thumbnail: string | null;
  duration: number | null;
  is_podcast: boolean;
  series: string | null;
  episode_number: number | null;
  season_number: number | null;
  formats: RawFormat[];
  episodes?: EpisodeRef[];
  /** Subtitles and automatic captions the source lists, one file per language (issue #23). */
  subtitles?: RawSubtitle[];
  /** Which extractor produced it (for logs). */
  extractor: string;
}

/** Stored so that merge tasks and previews can refer back to the raw formats. */
export interface StoredExtraction {
  id: string;
  createdAt: number;
  expiresAt: number;
  platform: string;
  info: RawInfo;
  /**
   * The platform whose operator cookies (COOKIES_DIR) the downloads made from it carry: the extracted link's, when
   * cookies are in use. Its id only, never a cookie; absent or null for none.
   */
  cookies?: string | null;
}
