/**
 * The model of /preview (SPEC §4): what the page shows, computed from its link, the merge task, the preview
 * endpoint's description, the player's reports and the retention countdown. PreviewPage only lays it out.
 */
import { useCallback, useMemo, useState } from 'react';
import { apiUrl, detectPlatform, domainPlatformName, useDomainConfig, type HistoryRecord } from '@dl/shared-config';
import { buildMediaFilename, cleanGivenFilename } from '@dl/contract';
import { SHARE_TITLE_FALLBACK, cleanShareTitle, downloadHref, isApiUrl, mediaExtensionOf, mergedFilePath, playbackSource, previewInfoTarget, previewPageTitle, shortLinkParams, withDownloadName } from '../rules';
import { usePreviewSource } from '../features/preview-source/hooks/usePreviewSource';
import { useMergeTask } from '../features/merge/hooks/useMergeTask';
import type { MediaMetadata } from '../features/player/components/MediaPlayer';
import { usePlaybackError } from '../features/player/hooks/usePlaybackError';
import { serverPlayerShown } from '../features/player/hooks/useServerMedia';
import { usePreviewInfo } from '../features/preview-info/hooks/usePreviewInfo';
import { useRetentionCountdown } from '../features/availability/hooks/useRetentionCountdown';
import { useT, useText } from '../i18n';

const NO_METADATA: MediaMetadata = { duration: null, width: null, height: null };

/** A player's state when `src` starts playing (none yet: nothing to play). */
const freshPlayer = (src: string) => ({ src, readyAt: src ? Date.now() : null, metadata: NO_METADATA, attempt: 0 });

const withoutExtension = (name: string) => name.replace(/\.[a-z0-9]{1,5}$/i, '');
const browserOrigin = () => (typeof window === 'undefined' ? undefined : window.location.origin);
const browserHost = () => (typeof window === 'undefined' ? '' : window.location.hostname);

const SIGNED_FILE = /^\/api\/(proxied_download|tiktok_proxy)\?/;

/** The link a clip is cut from: the start-merge link of a merge, our signed link of a direct file; else none. */
export function clipSourceOf(plan: ReturnType<typeof usePreviewSource>['plan'], mergeStartUrl: string | null, apiOrigin: string | undefined): string | null {
  if (mergeStartUrl) return mergeStartUrl;
  if (plan.mode !== 'direct' || !isApiUrl(plan.url, apiOrigin)) return null;
  const path = plan.url.startsWith('/') ? plan.url : (() => {
    const u = new URL(plan.url);
    return `${u.pathname}${u.search}`;
  })();
  return SIGNED_FILE.test(path) ? path : null;
}

type PreviewParams = ReturnType<typeof usePreviewSource>['params'];
type FileSize = number | string | null | undefined;

/**
 * The player of the link playing: when the media became ready (the countdown starts there), what it reported, and
 * which attempt; its playback error (an expired link counts as one), and a retry. Another link starts afresh in the
 * render that sees it, not in an effect after it: an effect would undo what the player reported in its first commit
 * (a server-rendered page's element that already had its metadata), and would render the whole page once more.
 */
function usePlayerReports(src: string, mediaUrl: string | null, probeUrl: string | null, linkExpired: boolean) {
  const [player, setPlayer] = useState(() => freshPlayer(src));
  if (player.src !== src) setPlayer(freshPlayer(src));
  const { readyAt, metadata, attempt } = player;
  const onMetadata = useCallback((m: MediaMetadata) => setPlayer((p) => ({ ...p, metadata: m })), []);

  const reported = usePlaybackError(mediaUrl ?? '', probeUrl);
  const playback = linkExpired ? { ...reported, error: 'proxy_expired' as const } : reported;
  const clearError = playback.clear;
  const retry = useCallback(() => {
    clearError();
    setPlayer((p) => ({ ...p, attempt: p.attempt + 1 }));
  }, [clearError]);
  return { readyAt, metadata, attempt, onMetadata, playback, retry };
}

/** The short link's parameters for what plays. */
function shareParams(params: PreviewParams, mediaUrl: string | null, fileSize: FileSize) {
  return shortLinkParams({
    url: mediaUrl,
    title: params.title,
    filename: params.filename,
    is_audio: params.isAudio ? 'true' : 'false',
    resolution: params.resolution,
    filesize: fileSize,
    bitrate: params.bitrate,
    source_url: params.sourceUrl,
    thumbnail_url: params.thumbnailUrl,
    audio_track: params.audioTrack,
  });
}

interface Recorded {
  mediaUrl: string | null;
  title: string;
  detectedPlatform: string;
  resolution: string;
  fileSize: FileSize;
}

/** What a signed-in user's download history records for this download. */
function useHistoryRecord(params: PreviewParams, { mediaUrl, title, detectedPlatform, resolution, fileSize }: Recorded): HistoryRecord {
  return useMemo<HistoryRecord>(
    () => ({
      url: params.sourceUrl || mediaUrl || '',
      title,
      platform: detectedPlatform,
      format: params.isAudio ? 'audio' : 'video',
      // A track other than the source's own is named with the quality (issue #29): "1280x720 · Spanish".
      quality: [resolution, params.audioTrack].filter(Boolean).join(' · ').slice(0, 64) || null,
      file_size: fileSize ? Math.round(Number(fileSize)) || null : null,
      thumbnail_url: params.thumbnailUrl || null,
    }),
    [params.sourceUrl, params.isAudio, params.thumbnailUrl, params.audioTrack, mediaUrl, title, detectedPlatform, resolution, fileSize],
  );
}

export function usePreviewModel() {
  const t = useT();
  const text = useText();
  const config = useDomainConfig();
  const { params, plan, mergeStartUrl, directMediaUrl } = usePreviewSource(serverPlayerShown);
  const merge = useMergeTask(mergeStartUrl);

  // Where our API lives: links there are used as they are; everything else goes through the proxy.
  const apiOrigin = config.api.baseUrl || browserOrigin();
  // What the domain's preview endpoint says the link will play (our signed and start-merge links only), asked
  // only when the link's title or size is missing (links from the format list carry both).
  const knowsEnough = Boolean(params.title) && params.filesize != null;
  const described = usePreviewInfo(knowsEnough ? null : previewInfoTarget(plan.mode === 'direct' ? plan.url : (mergeStartUrl ?? ''), apiOrigin));
  const info = described.info;
  const linkExpired = plan.mode === 'direct' && described.expired;

  const mediaUrl = merge.phase === 'complete' ? mergedFilePath(merge.taskId) : directMediaUrl;
  // The platform as detected is what history records and filters by; the domain's name for it is what it shows.
  const detectedPlatform = detectPlatform(params.sourceUrl || params.url);
  const platform = domainPlatformName(detectedPlatform, config.supportedPlatforms);
  const title = params.title || withoutExtension(params.filename) || info?.title || withoutExtension(info?.filename ?? '') || t('pv.page.untitled');
  const processing = merge.phase === 'starting' || merge.phase === 'polling';
  // The page's title in its language; the share title is cut from the English one (SPEC §5's cleaning rule).
  const pageTitle = t(processing ? 'pv.page.titleProcessing' : 'pv.page.title', { platform: text(platform), title });
  const cleanTitle = cleanShareTitle(previewPageTitle(processing ? 'processing' : 'preview', platform, title));
  const source = mediaUrl ? playbackSource(mediaUrl, apiOrigin) : null;
  const src = source ? apiUrl(config.api.baseUrl, source.src) : '';
  const probeUrl = source && isApiUrl(source.src, apiOrigin) ? src : null;
  const filename = params.filename
    ? cleanGivenFilename(params.filename, { platform })
    : buildMediaFilename({ host: config.domain || browserHost(), platform, title, resolution: params.resolution, bitrate: params.bitrate, ext: mediaExtensionOf(params.url) });
  const href = mediaUrl ? withDownloadName(apiUrl(config.api.baseUrl, downloadHref(mediaUrl, apiOrigin)), filename) : null;

  const { readyAt, metadata, attempt, onMetadata, playback, retry } = usePlayerReports(src, mediaUrl, probeUrl, linkExpired);
  const countdown = useRetentionCountdown(readyAt, plan.mode !== 'missing');

  const actualSizes = merge.phase === 'complete' ? merge.actualSizes : null;
  const fileSize = actualSizes?.final_file ?? params.filesize ?? (info?.kind === 'direct' ? info.size : null);
  const streamSize = actualSizes?.combined_streams ?? (info?.kind === 'merge' ? info.size : null);
  const measured = metadata.width && metadata.height ? `${metadata.width}x${metadata.height}` : '';
  const resolution = params.resolution || measured || (params.isAudio ? t('pv.page.audioOnly') : '');

  const share = shareParams(params, mediaUrl, fileSize);

  const historyRecord = useHistoryRecord(params, { mediaUrl, title, detectedPlatform, resolution, fileSize });

  return {
    params,
    /** No link at all ('missing'), a direct link, or a merge. */
    mode: plan.mode,
    merge,
    processing,
    /** The merge's progress card: while it runs, and once finished until the player reports. */
    mergeProgress: processing || (merge.phase === 'complete' && metadata === NO_METADATA && playback.error === 'none') ? merge : null,
    platform,
    title,
    pageTitle,
    shareTitle: cleanTitle === SHARE_TITLE_FALLBACK ? t('pv.share.fallbackTitle') : cleanTitle,
    /** What plays: the merged file or the direct link; null until there is one. */
    mediaUrl,
    player: source ? { key: `${src}#${attempt}`, src, hls: source.hls } : null,
    playback,
    onMetadata,
    retry,
    download: mediaUrl && !countdown.expired ? { href, filename, record: historyRecord } : null,
    /** The link the server cuts a clip from: the merge's start link, or our signed link of a file (not a link elsewhere). */
    clipSource: mediaUrl && !countdown.expired && playback.error === 'none' ? clipSourceOf(plan, mergeStartUrl, apiOrigin) : null,
    /** Back to the downloader with the source link, extracted again. */
    otherFormatsPath: params.sourceUrl ? `/?url=${encodeURIComponent(params.sourceUrl)}&auto=1` : null,
    share: mediaUrl ? share : null,
    details: { originalUrl: params.sourceUrl, resolution, audioTrack: params.audioTrack, fileSize, streamSize, bitrate: params.bitrate, duration: metadata.duration },
    countdown,
  };
}

export type PreviewModel = ReturnType<typeof usePreviewModel>;
