import { useNavigate } from 'react-router-dom';
import { PREFILL_URL_STORAGE_KEY } from '@dl/contract';
import { ORIGINAL_URL_LABEL, PLAYER_ERROR_TEXTS, PLAYER_RETRY_LABEL, PREVIEW_MESSAGES, playerErrorPanel, type PlaybackErrorType } from '../../../rules';

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

/** SPEC §8 player error panels. */
export function PlayerErrorPanel({ type, isAudio, sourceUrl, onRetry }: Props) {
  const navigate = useNavigate();
  const { kind, retryable } = playerErrorPanel(type, isAudio);
  const text = PLAYER_ERROR_TEXTS[kind];
  return (
    <div className="preview-player-error" role="alert">
      <h2>{text.heading}</h2>
      <p>{text.body}</p>
      {kind === 'sessionExpired' && sourceUrl ? (
        <p className="preview-original-url">
          <span className="muted">{ORIGINAL_URL_LABEL}</span>{' '}
          <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
            {sourceUrl}
          </a>
        </p>
      ) : null}
      <div className="actions">
        {retryable ? (
          <button type="button" className="btn btn-ghost" onClick={onRetry}>
            {PLAYER_RETRY_LABEL}
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
            {PREVIEW_MESSAGES.goToHomepage}
          </button>
        ) : null}
        {kind === 'playbackNotSupported' ? (
          <button type="button" className="btn btn-ghost" onClick={() => navigate('/')}>
            {PREVIEW_MESSAGES.returnToHomepage}
          </button>
        ) : null}
      </div>
    </div>
  );
}
