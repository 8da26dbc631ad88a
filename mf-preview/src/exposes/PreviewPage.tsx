/**
 * /preview (SPEC §2): merge progress or the direct link, the player with its error panels, Media Details,
 * the availability countdown, download, Other Formats, Share and Back to Downloader. What it shows is computed by
 * its model (usePreviewModel); this component lays it out.
 */
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { holdIdleWork, useIdleWorkAllowed } from '@dl/shared-config';
import { Link, useNavigate } from 'react-router-dom';
import type { RouteModuleProps } from '@dl/shared-config';
import { useT, useText } from '../i18n';
import { MergeFailed, MergeProgress } from '../features/merge/components/MergeProgress';
import { MediaPlayer } from '../features/player/components/MediaPlayer';
import { MediaDetails } from '../features/details/components/MediaDetails';
import { AvailabilityNotice } from '../features/availability/components/AvailabilityNotice';
import { DownloadButton } from '../features/download/components/DownloadButton';
import { usePreviewModel, type PreviewModel } from './usePreviewModel';
import '../ui/preview.css';

/**
 * What comes after what the visitor came for loads after it, not with the page (about 4 KB of the page's first load),
 * and once the page's media has shown (or failed), so that it does not compete with it: the clip panel (its form,
 * checks and endpoint), the share menu's actions (in the meantime its button stands in its place, inactive); and a
 * player's error panel when there is an error to show.
 */
const ClipPanel = lazy(() => import('./ClipPanel').then((m) => ({ default: m.ClipPanel })));
const ShareMenu = lazy(() => import('../features/share/components/ShareMenu').then((m) => ({ default: m.ShareMenu })));
const PlayerErrorPanel = lazy(() => import('../features/player/components/PlayerErrorPanel').then((m) => ({ default: m.PlayerErrorPanel })));

/** The share button as it looks before its menu's code is there. */
function ShareButtonPlaceholder() {
  const t = useT();
  return (
    <div className="preview-share">
      <button type="button" className="btn btn-ghost" aria-haspopup="menu" aria-expanded={false} disabled>
        {t('pv.share.button')}
      </button>
    </div>
  );
}

/** Download, Other Formats, Share (its menu once work that can wait is allowed) and Back to Downloader. */
function PreviewActions({ m, later }: { m: PreviewModel; later: boolean }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <div className="actions preview-actions">
      {m.download ? <DownloadButton href={m.download.href} filename={m.download.filename} isAudio={m.params.isAudio} record={m.download.record} /> : null}
      {m.otherFormatsPath ? (
        <button type="button" className="btn btn-ghost" onClick={() => navigate(m.otherFormatsPath!)}>
          {t('pv.page.otherFormats')}
        </button>
      ) : null}
      {m.share && !later ? <ShareButtonPlaceholder /> : null}
      {m.share && later ? (
        <Suspense fallback={<ShareButtonPlaceholder />}>
          <ShareMenu params={m.share} title={m.shareTitle} />
        </Suspense>
      ) : null}
      <Link className="btn btn-ghost" to="/">
        {t('pv.page.back')}
      </Link>
    </div>
  );
}

/** No link, the merge's progress or failure, or the spinner while a direct link is not known yet. */
function PreviewStatus({ m }: { m: PreviewModel }) {
  const t = useT();
  return (
    <>
      {m.mode === 'missing' ? (
        <p className="banner-error" role="alert">
          {t('pv.page.noUrl')}
        </p>
      ) : null}
      {m.mergeProgress ? <MergeProgress state={m.mergeProgress} /> : null}
      {m.merge.phase === 'failed' ? <MergeFailed error={m.merge.error} /> : null}
      {m.mode === 'direct' && !m.mediaUrl ? (
        <div className="spinner-wrap" role="status" aria-label={t('pv.page.loading')}>
          <div className="spinner" />
        </div>
      ) : null}
    </>
  );
}

interface PlayerCardProps {
  m: PreviewModel;
  player: NonNullable<PreviewModel['player']>;
  elementRef: RefObject<HTMLMediaElement | null>;
  onFirstFrame: () => void;
}

/** The player (with the cover of an audio file) and, when playback fails, its error panel. */
function PlayerCard({ m, player, elementRef, onFirstFrame }: PlayerCardProps) {
  const { params, playback } = m;
  return (
    <div className="card preview-player">
      {params.isAudio && params.thumbnailUrl ? <img className="preview-cover" src={params.thumbnailUrl} alt="" /> : null}
      <MediaPlayer
        key={player.key}
        src={player.src}
        hls={player.hls}
        isAudio={params.isAudio}
        poster={params.thumbnailUrl}
        title={m.title}
        resolution={params.resolution}
        hidden={playback.error !== 'none'}
        onLoadStart={playback.clear}
        onMetadata={m.onMetadata}
        onError={playback.report}
        elementRef={elementRef}
        onFirstFrame={onFirstFrame}
      />
      {playback.error !== 'none' ? (
        <Suspense fallback={null}>
          <PlayerErrorPanel type={playback.error} isAudio={params.isAudio} sourceUrl={params.sourceUrl} onRetry={m.retry} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default function PreviewPage(_: RouteModuleProps) {
  const text = useText();
  const m = usePreviewModel();
  const { params, merge, playback } = m;
  const playerElement = useRef<HTMLMediaElement | null>(null);
  // What the visitor came for loads first: work the page can do later (the nav's account menu, the page's secondary
  // parts and calls) waits for the media's first frame, or its failure (at most a few seconds). A merge's wait is the
  // server's, not the network's: nothing waits for it.
  const [mediaShown, setMediaShown] = useState(false);
  const waitingForMedia = m.mode !== 'missing' && !mediaShown && playback.error === 'none' && merge.phase !== 'failed' && !m.processing;
  useEffect(() => (waitingForMedia ? holdIdleWork() : undefined), [waitingForMedia]);
  const later = useIdleWorkAllowed();
  // "Cut a clip" is secondary work too: it comes once the media shows.
  const clip = m.clipSource && m.download && later ? { source: m.clipSource, download: m.download } : null;

  return (
    <section className="page preview-page" data-area="mf-preview" data-build={__BUILD_LABEL__}>
      <title>{m.pageTitle}</title>
      <header className="preview-header">
        <p className="eyebrow">{text(m.platform)}</p>
        <h1>{m.title}</h1>
      </header>

      <PreviewStatus m={m} />

      {m.mediaUrl && m.player ? (
        <div className={clip ? 'preview-layout with-clip' : 'preview-layout'}>
          <div className="preview-main">
            <PlayerCard m={m} player={m.player} elementRef={playerElement} onFirstFrame={() => setMediaShown(true)} />
            <PreviewActions m={m} later={later} />
          </div>
          <div className="preview-side">
            <MediaDetails {...m.details} />
            <AvailabilityNotice countdown={m.countdown} />
          </div>
          {/* After the details, so that on a phone (one column) nothing moves when it comes; beside them, under the
              player, on a wide screen (preview.css). */}
          {clip ? (
            <Suspense fallback={null}>
              <ClipPanel source={clip.source} duration={m.details.duration} player={playerElement} filename={clip.download.filename} isAudio={params.isAudio} record={clip.download.record} />
            </Suspense>
          ) : null}
        </div>
      ) : null}

      {m.mediaUrl && m.player ? null : <PreviewActions m={m} later={later} />}
    </section>
  );
}
