/**
 * /preview (SPEC §2): merge progress or the direct link, the player with its error panels, Media Details,
 * the availability countdown, download, Other Formats, Share and Back to Downloader.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiUrl, detectPlatform, domainPlatformName, useDomainConfig, type HistoryRecord, type RouteModuleProps } from '@dl/shared-config';
import { buildMediaFilename, cleanGivenFilename } from '@dl/contract';
import { PREVIEW_MESSAGES, cleanShareTitle, downloadHref, isApiUrl, mediaExtensionOf, mergedFilePath, playbackSource, previewInfoTarget, previewPageTitle, shortLinkParams, withDownloadName } from '../rules';
import { usePreviewSource } from '../features/preview-source/hooks/usePreviewSource';
import { useMergeTask } from '../features/merge/hooks/useMergeTask';
import { MergeFailed, MergeProgress } from '../features/merge/components/MergeProgress';
import { MediaPlayer, type MediaMetadata } from '../features/player/components/MediaPlayer';
import { PlayerErrorPanel } from '../features/player/components/PlayerErrorPanel';
import { usePlaybackError } from '../features/player/hooks/usePlaybackError';
import { usePreviewInfo } from '../features/preview-info/hooks/usePreviewInfo';
import { MediaDetails } from '../features/details/components/MediaDetails';
import { AvailabilityNotice } from '../features/availability/components/AvailabilityNotice';
import { useRetentionCountdown } from '../features/availability/hooks/useRetentionCountdown';
import { DownloadButton } from '../features/download/components/DownloadButton';
import { ShareMenu } from '../features/share/components/ShareMenu';
import './preview.css';

export const UNTITLED_MEDIA = 'Untitled media';
export const LOADING_PREVIEW = 'Loading preview...';

const NO_METADATA: MediaMetadata = { duration: null, width: null, height: null };
const withoutExtension = (name: string) => name.replace(/\.[a-z0-9]{1,5}$/i, '');

export default function PreviewPage(_: RouteModuleProps) {
  const config = useDomainConfig();
  const navigate = useNavigate();
  const { params, plan, mergeStartUrl, directMediaUrl } = usePreviewSource();
  const merge = useMergeTask(mergeStartUrl);

  // Where our API lives: links there are used as they are; everything else goes through the proxy.
  const apiOrigin = config.api.baseUrl || (typeof window === 'undefined' ? undefined : window.location.origin);
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
  const title = params.title || withoutExtension(params.filename) || info?.title || withoutExtension(info?.filename ?? '') || UNTITLED_MEDIA;
  const processing = merge.phase === 'starting' || merge.phase === 'polling';
  const pageTitle = previewPageTitle(processing ? 'processing' : 'preview', platform, title);
  const source = mediaUrl ? playbackSource(mediaUrl, apiOrigin) : null;
  const src = source ? apiUrl(config.api.baseUrl, source.src) : '';
  const probeUrl = source && isApiUrl(source.src, apiOrigin) ? src : null;
  const filename = params.filename
    ? cleanGivenFilename(params.filename, platform)
    : buildMediaFilename({
        host: config.domain || (typeof window === 'undefined' ? '' : window.location.hostname),
        platform,
        title,
        resolution: params.resolution,
        bitrate: params.bitrate,
        ext: mediaExtensionOf(params.url),
      });
  const href = mediaUrl ? withDownloadName(apiUrl(config.api.baseUrl, downloadHref(mediaUrl, apiOrigin)), filename) : null;

  const [readyAt, setReadyAt] = useState<number | null>(null);
  const [metadata, setMetadata] = useState<MediaMetadata>(NO_METADATA);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setReadyAt(src ? Date.now() : null);
    setMetadata(NO_METADATA);
    setAttempt(0);
  }, [src]);

  const countdown = useRetentionCountdown(readyAt);
  const reported = usePlaybackError(mediaUrl ?? '', probeUrl);
  const playback = linkExpired ? { ...reported, error: 'proxy_expired' as const } : reported;
  const clearError = playback.clear;
  const retry = useCallback(() => {
    clearError();
    setAttempt((a) => a + 1);
  }, [clearError]);

  const actualSizes = merge.phase === 'complete' ? merge.actualSizes : null;
  const fileSize = actualSizes?.final_file ?? params.filesize ?? (info?.kind === 'direct' ? info.size : null);
  const measured = metadata.width && metadata.height ? `${metadata.width}x${metadata.height}` : '';
  const resolution = params.resolution || measured || (params.isAudio ? 'Audio only' : '');
  const loaded = metadata !== NO_METADATA || playback.error !== 'none';

  const share = shortLinkParams({
    url: mediaUrl,
    title: params.title,
    filename: params.filename,
    is_audio: params.isAudio ? 'true' : 'false',
    resolution: params.resolution,
    filesize: fileSize,
    bitrate: params.bitrate,
    source_url: params.sourceUrl,
    thumbnail_url: params.thumbnailUrl,
  });

  const historyRecord = useMemo<HistoryRecord>(
    () => ({
      url: params.sourceUrl || mediaUrl || '',
      title,
      platform: detectedPlatform,
      format: params.isAudio ? 'audio' : 'video',
      quality: resolution || null,
      file_size: fileSize ? Math.round(Number(fileSize)) || null : null,
      thumbnail_url: params.thumbnailUrl || null,
    }),
    [params.sourceUrl, params.isAudio, params.thumbnailUrl, mediaUrl, title, detectedPlatform, resolution, fileSize],
  );

  const actions = (
    <div className="actions preview-actions">
      {mediaUrl && !countdown.expired ? <DownloadButton href={href} filename={filename} isAudio={params.isAudio} record={historyRecord} /> : null}
      {params.sourceUrl ? (
        <button type="button" className="btn btn-ghost" onClick={() => navigate(`/?url=${encodeURIComponent(params.sourceUrl)}&auto=1`)}>
          {PREVIEW_MESSAGES.otherFormats}
        </button>
      ) : null}
      {mediaUrl ? <ShareMenu params={share} title={cleanShareTitle(pageTitle)} /> : null}
      <Link className="btn btn-ghost" to="/">
        {PREVIEW_MESSAGES.backToDownloader}
      </Link>
    </div>
  );

  return (
    <section className="page preview-page" data-area="mf-preview" data-build={__BUILD_LABEL__}>
      <title>{pageTitle}</title>
      <header className="preview-header">
        <p className="eyebrow">{platform}</p>
        <h1>{title}</h1>
      </header>

      {plan.mode === 'missing' ? (
        <p className="banner-error" role="alert">
          {PREVIEW_MESSAGES.noUrl}
        </p>
      ) : null}
      {processing ? <MergeProgress state={merge} /> : null}
      {merge.phase === 'complete' && !loaded ? <MergeProgress state={merge} /> : null}
      {merge.phase === 'failed' ? <MergeFailed error={merge.error} /> : null}
      {plan.mode === 'direct' && !mediaUrl ? (
        <div className="spinner-wrap" role="status" aria-label={LOADING_PREVIEW}>
          <div className="spinner" />
        </div>
      ) : null}

      {mediaUrl && source ? (
        <div className="preview-layout">
          <div className="preview-main">
            <div className="card preview-player">
              {params.isAudio && params.thumbnailUrl ? <img className="preview-cover" src={params.thumbnailUrl} alt="" /> : null}
              <MediaPlayer
                key={`${src}#${attempt}`}
                src={src}
                hls={source.hls}
                isAudio={params.isAudio}
                poster={params.thumbnailUrl}
                title={title}
                resolution={params.resolution}
                hidden={playback.error !== 'none'}
                onLoadStart={clearError}
                onMetadata={setMetadata}
                onError={playback.report}
              />
              {playback.error !== 'none' ? (
                <PlayerErrorPanel type={playback.error} isAudio={params.isAudio} sourceUrl={params.sourceUrl} onRetry={retry} />
              ) : null}
            </div>
            {actions}
          </div>
          <div className="preview-side">
            <MediaDetails
              originalUrl={params.sourceUrl}
              resolution={resolution}
              fileSize={fileSize}
              streamSize={actualSizes?.combined_streams ?? (info?.kind === 'merge' ? info.size : null)}
              bitrate={params.bitrate}
              duration={metadata.duration}
            />
            <AvailabilityNotice countdown={countdown} />
          </div>
        </div>
      ) : null}

      {mediaUrl && source ? null : actions}
    </section>
  );
}
