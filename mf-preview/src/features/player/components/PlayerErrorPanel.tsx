import { useNavigate } from 'react-router-dom';
import { PREFILL_URL_STORAGE_KEY } from '@dl/contract';
import { playerErrorPanel, type PlaybackErrorType, type PlayerErrorPanelKind } from '../../../rules';
import { useT } from '../../../i18n';

interface Props {
  type: Exclude<PlaybackErrorType, 'none'>;
  isAudio: boolean;
  /** The page the media came from, when known. */
  sourceUrl: string;
  onRetry: () => void;
}

function rememberForHomepage(url: string) {
  try {
    if (url) sessionStorage.setItem(PREFILL_URL_STORAGE_KEY, url);
  } catch {
    // Storage may be blocked; the homepage then simply starts empty.
  }
}

/** The panels' texts by id (their English is PLAYER_ERROR_TEXTS' in rules/playback.ts). */
const PANEL_IDS: Record<PlayerErrorPanelKind, { heading: string; body: string }> = {
  sessionExpired: { heading: 'pv.player.sessionExpired', body: 'pv.player.sessionExpiredBody' },
  contentNotAvailable: { heading: 'pv.player.contentNotAvailable', body: 'pv.player.contentNotAvailableBody' },
  playbackNotSupported: { heading: 'pv.player.playbackNotSupported', body: 'pv.player.playbackNotSupportedBody' },
  previewUnavailable: { heading: 'pv.player.previewUnavailable', body: 'pv.player.previewUnavailableBody' },
};

/** SPEC §8 player error panels. */
export function PlayerErrorPanel({ type, isAudio, sourceUrl, onRetry }: Props) {
  const navigate = useNavigate();
  const t = useT();
  const { kind, retryable } = playerErrorPanel(type, isAudio);
  const ids = PANEL_IDS[kind];
  return (
    <div className="preview-player-error" role="alert">
      <h2>{t(ids.heading)}</h2>
      <p>{t(ids.body)}</p>
      {kind === 'sessionExpired' && sourceUrl ? (
        <p className="preview-original-url">
          <span className="muted">{t('pv.player.originalUrl')}</span>{' '}
          <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
            {sourceUrl}
          </a>
        </p>
      ) : null}
      <div className="actions">
        {retryable ? (
          <button type="button" className="btn btn-ghost" onClick={onRetry}>
            {t('pv.retry')}
          </button>
        ) : null}
        {kind === 'sessionExpired' ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              rememberForHomepage(sourceUrl);
              navigate('/');
            }}
          >
            {t('pv.page.goHome')}
          </button>
        ) : null}
        {kind === 'playbackNotSupported' ? (
          <button type="button" className="btn btn-ghost" onClick={() => navigate('/')}>
            {t('pv.page.returnHome')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
